import type { Locale, MessageRecord } from '@wizyta/core';
import type { RouteMessageArea } from './routeMessageAreas';

/** Fetches one language of one message chunk. */
export type ChunkImporter = () => Promise<{ readonly default: MessageRecord }>;

/** A message chunk in each language. */
export type AreaLoader = Readonly<Record<Locale, ChunkImporter>>;

// PAGE_MESSAGE_AREAS: small, and always wanted together, so one chunk rather than five requests.
const PAGE_AREAS: AreaLoader = {
  pl: () => import('virtual:wizyta-messages/status+validation+visitType+communicationType+symptom/pl'),
  en: () => import('virtual:wizyta-messages/status+validation+visitType+communicationType+symptom/en'),
  uk: () => import('virtual:wizyta-messages/status+validation+visitType+communicationType+symptom/uk'),
};

/**
 * The chunk holding each route area. Written out because the bundler splits only `import()`
 * calls with literal ids; the Record type makes a missing area a type error. Areas sharing a
 * chunk share its loader object, which is what `createPortalMessages` fetches once.
 */
export const MESSAGE_AREA_LOADERS: Readonly<Record<RouteMessageArea, AreaLoader>> = {
  status: PAGE_AREAS,
  validation: PAGE_AREAS,
  visitType: PAGE_AREAS,
  communicationType: PAGE_AREAS,
  symptom: PAGE_AREAS,
  visits: {
    pl: () => import('virtual:wizyta-messages/visits/pl'),
    en: () => import('virtual:wizyta-messages/visits/en'),
    uk: () => import('virtual:wizyta-messages/visits/uk'),
  },
  booking: {
    pl: () => import('virtual:wizyta-messages/booking/pl'),
    en: () => import('virtual:wizyta-messages/booking/en'),
    uk: () => import('virtual:wizyta-messages/booking/uk'),
  },
  account: {
    pl: () => import('virtual:wizyta-messages/account/pl'),
    en: () => import('virtual:wizyta-messages/account/en'),
    uk: () => import('virtual:wizyta-messages/account/uk'),
  },
  journey: {
    pl: () => import('virtual:wizyta-messages/journey/pl'),
    en: () => import('virtual:wizyta-messages/journey/en'),
    uk: () => import('virtual:wizyta-messages/journey/uk'),
  },
};
