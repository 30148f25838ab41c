import * as z from 'zod/mini';
import { PATIENT_TYPES } from '../schemas/patientType';
import { APPOINTMENT_TYPES } from '../schemas/visitType';
import { isValidIsoDate } from '../validation/calendarDate';
import { formattedText, requiredText } from './textField';
import { todayInWarsaw } from './todayInWarsaw';

/**
 * The make-appointment search form (spec §5): city, specialisation, at least one communication
 * type, date, slot, regulation agreement and age range, all required.
 *
 * - `cityId` is a town id (spec §9, 1–13); `specializationId` may be 0, the house-visit internist.
 * - `date` is `YYYY-MM-DD`, today or later in Poland; `slot` is the `HH:MM` start of an interval.
 * - `ageRange` is ADULT or CHILD: it decides between the adult and the paediatric variants of
 *   the specialisations (spec §3), and becomes the patients' `type` in the order.
 */
export const makeAppointmentFormSchema = z.object(
  {
    cityId: z.int('validation.cityRequired').check(z.positive('validation.cityRequired')),
    specializationId: z
      .int('validation.specializationRequired')
      .check(z.nonnegative('validation.specializationRequired')),
    communicationTypes: z
      .array(
        z.enum(APPOINTMENT_TYPES, 'validation.communicationTypeRequired'),
        'validation.communicationTypeRequired',
      )
      .check(z.minLength(1, 'validation.communicationTypeRequired')),
    date: formattedText(isValidIsoDate, 'validation.dateInvalid').check(
      z.refine((s: string) => !isValidIsoDate(s) || s >= todayInWarsaw(), 'validation.dateInPast'),
    ),
    slot: requiredText('validation.slotRequired').check(
      z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'validation.slotRequired'),
    ),
    regulationAgreement: z.literal(true, 'validation.regulationRequired'),
    ageRange: z.enum(PATIENT_TYPES, 'validation.ageRangeRequired'),
  },
  'validation.invalid',
);

/** Values of the make-appointment form once valid. */
export type MakeAppointmentFormValues = z.infer<typeof makeAppointmentFormSchema>;
