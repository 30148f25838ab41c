import { ROUTES } from '@wizyta/core';

/** The events the portal may send; anything else is dropped. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'login',
  'logout',
  'booking_step',
  'booking_result',
  'document_upload',
  'chat_question',
  'sign_up',
  'payment_method',
] as const;

/** One analytics event name. */
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** A property value that survived the whitelist. */
export type TrackableValue = string | number | boolean;

const ROUTE_IDS: ReadonlySet<string> = new Set(ROUTES.map((route) => route.id));
// Upper/lower-case words of an enum (CALL, ONLINE, success): no digits, so no id, PESEL or phone.
const ENUM_WORD = /^[A-Za-z][A-Za-z_-]{0,31}$/;
const isEnumWord = (value: unknown): value is string => typeof value === 'string' && ENUM_WORD.test(value);
const isSmallCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1000;

/**
 * The only properties an event may carry, each with the only values it may take. Deliberately
 * absent: names, e-mail, phone, PESEL, addresses, visit/order/document ids, specializations,
 * symptoms, free text, URLs and paths (they hold ids) — personal or medical data never leaves.
 */
const RULES: Readonly<Record<string, (value: unknown) => value is TrackableValue>> = {
  route: (value): value is string => typeof value === 'string' && ROUTE_IDS.has(value),
  step: isEnumWord,
  result: isEnumWord,
  visitType: isEnumWord,
  appointmentType: isEnumWord,
  paymentType: isEnumWord,
  method: isEnumWord,
  brand: isEnumWord,
  nfz: (value): value is boolean => typeof value === 'boolean',
  page: isSmallCount,
  count: isSmallCount,
  errorCode: (value): value is number => typeof value === 'number' && Number.isInteger(value),
};

/** Whether `event` is one of {@link ANALYTICS_EVENTS}. */
export function isAnalyticsEvent(event: unknown): event is AnalyticsEvent {
  return typeof event === 'string' && (ANALYTICS_EVENTS as readonly string[]).includes(event);
}

/**
 * Keeps only whitelisted properties with acceptable values; everything else is dropped silently
 * (a feature passing a whole visit object loses everything but, say, its `visitType`).
 */
export function trackableProps(
  props: Readonly<Record<string, unknown>> = {},
): Record<string, TrackableValue> {
  const kept: Record<string, TrackableValue> = {};
  for (const [key, value] of Object.entries(props)) {
    const rule = Object.hasOwn(RULES, key) ? RULES[key] : undefined;
    if (rule?.(value)) kept[key] = value;
  }
  return kept;
}
