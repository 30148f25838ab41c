import * as z from 'zod/mini';
import { SYMPTOMS } from '../schemas/symptom';
import { MAX_FREE_TEXT_LENGTH } from './textField';

/**
 * The symptoms step of an order (spec §5: "at least one symptom"): at least one predefined
 * symptom ticked OR a non-blank description in `additionalSymptoms` — a complaint that is not on
 * the list is still a symptom. The error is reported on `symptoms`.
 */
export const symptomsFormSchema = z
  .object(
    {
      symptoms: z.optional(z.array(z.enum(SYMPTOMS, 'validation.invalid'), 'validation.invalid')),
      additionalSymptoms: z.optional(
        z
          .string('validation.invalid')
          .check(z.trim(), z.maxLength(MAX_FREE_TEXT_LENGTH, 'validation.textTooLong')),
      ),
    },
    'validation.invalid',
  )
  .check(
    z.refine((v) => (v.symptoms?.length ?? 0) > 0 || (v.additionalSymptoms ?? '') !== '', {
      message: 'validation.symptomRequired',
      path: ['symptoms'],
    }),
  );

/** Values of the symptoms step once valid. */
export type SymptomsFormValues = z.infer<typeof symptomsFormSchema>;
