import * as z from 'zod/mini';
import { ATTRIBUTION_VALUE } from '../attribution/attributionRules';

const value = z.string().check(z.regex(ATTRIBUTION_VALUE), z.maxLength(64));

/**
 * Where a booking came from (issue 16): the partner's id (`<wizyta-booking partner>`) and the
 * `utm_*` parameters of the page the patient booked on, each value checked by
 * {@link ATTRIBUTION_VALUE}. Optional as a whole and in every part; unknown keys are dropped.
 */
export const AttributionSchema = z.object({
  partner: z.optional(value),
  utm: z.optional(
    z.object({
      source: z.optional(value),
      medium: z.optional(value),
      campaign: z.optional(value),
      term: z.optional(value),
      content: z.optional(value),
    }),
  ),
});
