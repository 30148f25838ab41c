/** The zone every date and time in Wizyta is shown in, whatever the device's own zone. */
export const WARSAW_TIME_ZONE = 'Europe/Warsaw';

// An ISO 8601 date or date-time; the zone designator is optional (a Java LocalDateTime has none).
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

// Built once: constructing Intl formatters is far slower than using them.
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: WARSAW_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Warsaw's UTC offset in milliseconds at the given instant (+1 h in winter, +2 h in summer). */
export function warsawOffsetMs(epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(epochMs)) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * Reads an API date into an instant, independent of the device's time zone.
 *
 * A string with `Z` or an offset is an instant. A date or date-time without an offset is read as
 * Warsaw wall-clock time, not as device-local time as `new Date()` would: the provider works in
 * Polish time, and a patient abroad must see the hour the doctor will call. A wall time that does
 * not exist (the spring-forward hour) moves forward by an hour; an ambiguous one (the autumn hour)
 * resolves to the later, standard-time instant. Both fall outside the slot hours of spec §9.
 *
 * @throws RangeError when the value is not a valid date.
 */
export function parseInstant(value: string | Date): Date {
  if (value instanceof Date) return checked(new Date(value.getTime()), value);
  const iso = ISO_DATE_TIME.exec(value.trim());
  if (!iso) return checked(new Date(value), value);
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = iso;
  // Engines roll 30 February over to March instead of rejecting it; a bad server date must not.
  const midnight = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    midnight.getUTCDate() !== Number(day) ||
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second) > 59
  ) {
    throw new RangeError(`Invalid date: ${value}`);
  }
  if (zone) return checked(new Date(value.trim()), value);
  const wallAsUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0')),
  );
  const firstGuess = wallAsUtc - warsawOffsetMs(wallAsUtc);
  // The offset at the guessed instant differs only across a DST switch; one correction settles it.
  return checked(new Date(wallAsUtc - warsawOffsetMs(firstGuess)), value);
}

function checked(date: Date, original: string | Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(original)}`);
  return date;
}
