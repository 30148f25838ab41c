import * as z from 'zod/mini';
import { ATTRIBUTION_VALUE, isAttributionValue } from '../attribution/attributionRules';

// The pattern is what the OpenAPI document can say; the refinement is the whole rule.
const value = (key: 'partner' | 'utm') =>
  z.string().check(
    z.regex(ATTRIBUTION_VALUE),
    z.maxLength(64),
    z.refine((v: string) => isAttributionValue(v, key), 'must not look like a PESEL, a phone or a name'),
  );
const utm = value('utm');

/**
 * Where a booking came from: the partner's id (`<wizyta-booking partner>`) and the
 * `utm_*` parameters of the page the patient booked on, each value checked by
 * {@link ATTRIBUTION_VALUE}. Optional as a whole and in every part; unknown keys are dropped.
 */
export const AttributionSchema = z.object({
  partner: z.optional(value('partner')),
  utm: z.optional(
    z.object({
      source: z.optional(utm),
      medium: z.optional(utm),
      campaign: z.optional(utm),
      term: z.optional(utm),
      content: z.optional(utm),
    }),
  ),
});
