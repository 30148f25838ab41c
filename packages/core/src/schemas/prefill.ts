import * as z from 'zod/mini';
import { SmsPhoneNumberSchema } from './smsLogin';
import { AppointmentTypeSchema } from './visitType';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** Longest prefill accepted, as JSON text: anything bigger is ignored unparsed. */
export const MAX_PREFILL_CHARS = 8 * 1024;

/**
 * Search defaults and patient data a host hands the booking flow in advance: the portal's
 * `/make-appointment?data=` JSON, the widget's `prefill` attribute or a trusted frame's
 * `wizyta:prefill` message. Everything is optional and the patient can change all of it; unknown
 * keys are dropped, so a newer partner page does not break an older widget.
 */
export const PrefillSchema = z.object({
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
      phoneNumber: z.optional(SmsPhoneNumberSchema),
    }),
  ),
});

/** Validated prefill data. */
export type Prefill = z.infer<typeof PrefillSchema>;

/** A parsed prefill, or why it was refused (for a once-only console report). */
export type PrefillResult = { ok: true; prefill: Prefill } | { ok: false; reason: string };

/**
 * Validates prefill given as JSON text (an attribute, a query parameter) or as a value (a
 * structured-clone message). Text over {@link MAX_PREFILL_CHARS} is refused before parsing; so is a
 * value whose JSON form is longer.
 */
export function parsePrefill(input: unknown): PrefillResult {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > MAX_PREFILL_CHARS) return { ok: false, reason: 'is larger than 8 KB' };
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, reason: 'is not valid JSON' };
    }
  } else {
    let size: number;
    try {
      size = JSON.stringify(input)?.length ?? 0;
    } catch {
      return { ok: false, reason: 'is not JSON data' };
    }
    if (size > MAX_PREFILL_CHARS) return { ok: false, reason: 'is larger than 8 KB' };
  }
  const result = z.safeParse(PrefillSchema, value);
  if (!result.success) {
    const paths = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
    return { ok: false, reason: `does not match the schema at ${[...new Set(paths)].join(', ')}` };
  }
  return { ok: true, prefill: result.data };
}
