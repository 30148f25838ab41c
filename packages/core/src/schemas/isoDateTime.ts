import * as z from 'zod/mini';

/**
 * An ISO 8601 date-time string. An offset is allowed (the sample backend sends UTC `Z`) and so
 * is a local date-time without one, because the provider's backend sends Warsaw wall-clock times.
 */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, local: true }).check(z.maxLength(40));

/** An ISO calendar date `YYYY-MM-DD` (birth dates, the day of a slot search). */
export const IsoDateSchema = z.iso.date().check(z.maxLength(10));

/** A wall-clock time `HH:MM` (24 h), as used by slot hours and slot intervals. */
export const ClockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/), z.maxLength(5));
