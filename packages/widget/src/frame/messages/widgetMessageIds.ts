/**
 * Which catalogue ids the widget's flow ships, as prefixes: the booking screens, the enum labels
 * and validation texts they show, and the few shared `common.*` words they use (the rest of
 * `common.*` is the portal's shell). The partner page's own texts (`booking.host.*`, HOST_TEXTS)
 * are never shown inside the frame. Read by the rollup build; widgetMessageIds.test.ts checks that
 * every id the widget's sources name is covered.
 */
export const WIDGET_MESSAGE_PREFIXES = [
  // The account steps a patient may meet after signing in during the flow (booking's account module).
  'account.agreements.',
  'account.consent.',
  'account.document.pdf',
  'account.saving',
  'account.subscriptionEnd.',
  'booking.',
  'common.accessibilityStatement',
  'common.captcha.',
  'common.loading',
  'common.maintenance',
  'common.pageOf',
  'common.regulation',
  'common.retry',
  'communicationType.',
  // The brand journeys in the booking screens (all of `journey.*` but the portal's page arrows).
  'journey.address.',
  'journey.calendar.',
  'journey.checker.',
  'journey.covered.',
  'journey.symptomCheck.',
  'symptom.',
  'validation.',
  // The visit kind's name in the calendar file of the success step (AddToCalendar).
  'visitType.',
] as const;

/**
 * Never shown inside the frame: the partner page's own texts, and the document upload's
 * validation (`validation.file*`: the portal's visit page uploads; the booking flow does not).
 */
const NOT_IN_FRAME = ['booking.host.', 'validation.file'] as const;

/**
 * Whether the widget ships message `id` in `locale`. Ukrainian also ships its `error.*` texts:
 * Polish ones come from core's ERROR_CODES, which AppError carries anyway, and English ones from
 * core's ERROR_TEXTS_EN (messagesEn.ts), both as plain strings rather than catalogue entries.
 */
export function isWidgetMessage(id: string, locale: string): boolean {
  if (locale === 'uk' && id.startsWith('error.')) return true;
  return (
    !NOT_IN_FRAME.some((prefix) => id.startsWith(prefix)) &&
    WIDGET_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix))
  );
}

/** The widget's share of one language's catalogue (see {@link isWidgetMessage}). */
export function widgetShare<T>(record: Readonly<Record<string, T>>, locale: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([id]) => isWidgetMessage(id, locale)));
}
