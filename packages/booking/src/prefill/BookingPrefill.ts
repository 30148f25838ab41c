import { AppointmentTypeSchema } from '@wizyta/core';
import * as z from 'zod/mini';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * Search defaults and patient data a host hands the flow: the portal's `/make-appointment?data=`
 * JSON, the widget's attributes or a trusted frame's message. Everything is optional and the
 * patient can change all of it; unknown keys are dropped. The widget's `prefill` is this schema.
 */
export const BookingPrefillSchema = z.object({
  /** Town id or slug (`3` or `poznan`). */
  city: z.optional(z.union([z.int().check(z.positive()), text(64).check(z.regex(/^[a-z0-9-]+$/))])),
  specializationId: z.optional(z.int().check(z.nonnegative())),
  appointmentType: z.optional(AppointmentTypeSchema),
  nfz: z.optional(z.boolean()),
  patient: z.optional(
    z.object({
      firstName: z.optional(text(100)),
      lastName: z.optional(text(100)),
      email: z.optional(z.email().check(z.maxLength(254))),
      pesel: z.optional(z.string().check(z.regex(/^\d{11}$/))),
      phoneNumber: z.optional(
        z.object({
          prefix: z.string().check(z.regex(/^\+\d{1,4}$/)),
          number: z.string().check(z.regex(/^\d{5,15}$/)),
        }),
      ),
    }),
  ),
});

/** Validated prefill data. */
export type BookingPrefill = z.infer<typeof BookingPrefillSchema>;

/**
 * Parses prefill given as JSON text (a query parameter) or as a value; anything that is not valid
 * JSON or does not match {@link BookingPrefillSchema} gives `null` (the flow starts empty).
 */
export function parseBookingPrefill(input: unknown): BookingPrefill | null {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > 8192) return null;
    try {
      value = JSON.parse(input);
    } catch {
      return null;
    }
  }
  const parsed = z.safeParse(BookingPrefillSchema, value);
  return parsed.success ? parsed.data : null;
}
