import { messagesEn, messagesPl } from '@wizyta/core/i18n/catalogue';

/** The ids of the texts the element shows on a partner page, around the flow frame. */
export const HOST_TEXT_IDS = [
  'booking.host.frameTitle',
  'booking.host.open',
  'booking.host.close',
  'booking.host.failed',
  'common.loading',
] as const;

/** One of {@link HOST_TEXT_IDS}. */
export type HostTextId = (typeof HOST_TEXT_IDS)[number];

/**
 * The catalogue's texts for the partner page's side of the element, in both languages. In source
 * they are read from core's catalogue; the rollup build replaces this module with these few
 * strings alone (no formatter: they take no arguments), so the partner page's bundle stays small.
 */
export const HOST_TEXTS: Readonly<Record<'pl' | 'en', Readonly<Record<HostTextId, string>>>> = {
  pl: Object.fromEntries(HOST_TEXT_IDS.map((id) => [id, messagesPl[id]])) as Record<HostTextId, string>,
  en: Object.fromEntries(HOST_TEXT_IDS.map((id) => [id, messagesEn[id]])) as Record<HostTextId, string>,
};
