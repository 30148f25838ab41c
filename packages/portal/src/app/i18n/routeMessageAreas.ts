import type { MessageId } from '@wizyta/core';
import type { PageId } from '../routes/routePages';

type AreaOf<Id> = Id extends `${infer Area}.${string}` ? Area : never;

/** A message area: the prefix of its ids (`visits.title` → `visits`), one per core message module. */
export type MessageArea = AreaOf<MessageId>;

/**
 * The areas the entry carries (`createPortalMessages` imports exactly these): what the shell, the
 * guard and its toasts speak. Checked against the shell's sources by the tests.
 */
export const SHELL_MESSAGE_AREAS = ['common', 'error', 'portal'] as const satisfies readonly MessageArea[];

/** An area of {@link SHELL_MESSAGE_AREAS}. */
export type ShellMessageArea = (typeof SHELL_MESSAGE_AREAS)[number];

/** An area that is not in the entry: its chunk is loaded with each route that uses it. */
export type RouteMessageArea = Exclude<MessageArea, ShellMessageArea>;

/**
 * Areas every page gets, whatever the table says: core itself names their ids (validators and
 * form schemas return `validation.*`, enums map to `status.*`, `visitType.*`…), so a page's
 * sources cannot show all it uses. Small, and shipped together as one chunk.
 */
export const PAGE_MESSAGE_AREAS = [
  'status',
  'validation',
  'visitType',
  'communicationType',
  'symptom',
] as const satisfies readonly RouteMessageArea[];

/** What the shell's lazily mounted profile popups (features/popups) speak. */
export const POPUPS_MESSAGE_AREAS: readonly RouteMessageArea[] = [...PAGE_MESSAGE_AREAS, 'account'];

/** The larger areas, each written for one part of the product. */
export type FeatureMessageArea = Exclude<RouteMessageArea, (typeof PAGE_MESSAGE_AREAS)[number]>;

// A record, so that a new area in core is a type error here until it is placed.
const EVERY_FEATURE_AREA: Readonly<Record<FeatureMessageArea, true>> = {
  visits: true,
  booking: true,
  account: true,
  journey: true,
};

/**
 * The one table of which feature areas each page (and everything it imports) uses, checked
 * against the pages' sources by `routeMessageAreas.test.ts`; the order steps share the order
 * layout's (`order-flow`). A page missing here loads every area: slower, never wrong.
 */
export const ROUTE_MESSAGE_AREAS: Readonly<Partial<Record<PageId, readonly FeatureMessageArea[]>>> = {
  visits: ['visits', 'journey'],
  visit: ['visits', 'journey'],
  'visit-reschedule': ['visits', 'account'],
  chat: ['visits'],
  consultation: ['visits'],
  notifications: ['account'],
  registration: ['account'],
  regulation: ['account'],
  'privacy-policy': ['account'],
  contact: ['account'],
  agreements: ['account'],
  'subscription-end': ['account'],
  profile: ['account'],
  'nfz-visit-type': ['account'],
  'sms-login': ['account'],
  // The statement's headings and text are the Polish document itself; its title is common's.
  'accessibility-statement': [],
  // account: the flow's own terms step (booking's Agreements, for a patient signed in on the way).
  'order-flow': ['booking', 'journey', 'account'],
};

/** Every area to load before the page renders: the page areas and the page's own. */
export function routeMessageAreas(id: PageId): readonly RouteMessageArea[] {
  const own = ROUTE_MESSAGE_AREAS[id] ?? (Object.keys(EVERY_FEATURE_AREA) as FeatureMessageArea[]);
  return [...PAGE_MESSAGE_AREAS, ...own];
}
