const WARSAW_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today's date in Poland as `YYYY-MM-DD`. Date rules ("not in the future", "not in the past") are
 * about the patient's calendar day, which must not depend on the time zone of the machine.
 */
export function todayInWarsaw(now: Date = new Date()): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    WARSAW_DATE.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
