import type { RouteId } from '@wizyta/core';
import type { ComponentType } from 'react';

/** A page's module: its component is the default export. */
export type PageModule = { default: ComponentType };
/** Fetches a page's chunk. */
export type PageImporter = () => Promise<PageModule>;

/** The order steps' routes: one layout route (features/order/OrderLayout) owns their order actor. */
export const ORDER_ROUTE_IDS = [
  'make-appointment',
  'order',
  'order-short',
  'order-personal',
  'order-symptoms',
  'order-payment',
  'appointment-success',
  'appointment-failed',
  'appointment-result',
  'no-doctors',
] as const satisfies readonly RouteId[];

/** A route of the order steps. */
export type OrderRouteId = (typeof ORDER_ROUTE_IDS)[number];

/** What the router loads lazily: a route's own page, or the order steps' layout. */
export type PageId = Exclude<RouteId, OrderRouteId> | 'order-flow';

/**
 * The one table of which page each route renders, each its own lazily loaded chunk; a route of
 * core's `ROUTES` missing here is a type error. The order steps share `order-flow`.
 */
export const ROUTE_PAGES: Readonly<Record<PageId, PageImporter>> = {
  visits: () => import('../../features/visits/VisitsPage'),
  registration: () => import('../../features/registration/RegistrationPage'),
  regulation: () => import('../../features/regulation/RegulationPage'),
  'privacy-policy': () => import('../../features/privacy-policy/PrivacyPolicyPage'),
  contact: () => import('../../features/contact/ContactPage'),
  agreements: () => import('../../features/agreements/AgreementsPage'),
  'subscription-end': () => import('../../features/subscription-end/SubscriptionEndPage'),
  profile: () => import('../../features/profile/ProfilePage'),
  visit: () => import('../../features/visit/VisitPage'),
  'visit-reschedule': () => import('../../features/reschedule/ReschedulePage'),
  chat: () => import('../../features/chat/ChatPage'),
  'nfz-visit-type': () => import('../../features/nfz-visit-type/NfzVisitTypePage'),
  consultation: () => import('../../features/consultation/ConsultationPage'),
  notifications: () => import('../../features/notifications/NotificationsPage'),
  'sms-login': () => import('../../features/sms-login/SmsLoginPage'),
  'accessibility-statement': () => import('../../features/accessibility/AccessibilityStatementPage'),
  'order-flow': () => import('../../features/order/OrderLayout'),
};

const ORDER_ROUTES: ReadonlySet<RouteId> = new Set(ORDER_ROUTE_IDS);

/** Whether `id` is an order step, rendered inside the order layout (`order-flow`). */
export function isOrderRoute(id: RouteId): id is OrderRouteId {
  return ORDER_ROUTES.has(id);
}

/** The page a route renders: its own, or the order layout for an order step. */
export function pageIdOf(id: RouteId): PageId {
  return isOrderRoute(id) ? 'order-flow' : (id as PageId);
}
