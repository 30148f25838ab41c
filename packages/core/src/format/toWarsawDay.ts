import { parseInstant, WARSAW_TIME_ZONE } from './parseInstant';

// en-CA is not about Canada here: it is the locale whose short date is ISO 8601 ordered.
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: WARSAW_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Warsaw calendar day of an instant as `YYYY-MM-DD`, for grouping visits by day and for the
 * `day` of slot-interval requests: `2025-06-30T22:30:00Z` is already `2025-07-01` in Warsaw.
 */
export function toWarsawDay(value: string | Date): string {
  const parts: Record<string, string> = {};
  for (const part of isoDay.formatToParts(parseInstant(value))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}
