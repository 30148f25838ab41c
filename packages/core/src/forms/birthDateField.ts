import * as z from 'zod/mini';
import { isValidIsoDate } from '../validation/calendarDate';
import { parsePesel } from '../validation/pesel';
import { formattedText } from './textField';
import { todayInWarsaw } from './todayInWarsaw';
import { whenFieldsValid } from './whenFieldsValid';

/** A required date of birth, `YYYY-MM-DD`, a real day and not later than today in Poland. */
export function birthDateField() {
  return formattedText(isValidIsoDate, 'validation.dateInvalid').check(
    z.refine((s: string) => !isValidIsoDate(s) || s <= todayInWarsaw(), 'validation.birthDateInFuture'),
  );
}

/**
 * An object-level check that `birthDate` agrees with the PESEL that `peselOf` reads from the
 * values (`undefined` when the values hold no PESEL). `peselKey` names the field the PESEL is
 * typed in: the check waits until it and `birthDate` are valid, then reports a mismatch on
 * `birthDate`.
 */
export function birthDateMatchesPesel<T extends { birthDate: string }>(
  peselKey: keyof T & string,
  peselOf: (values: T) => string | undefined,
) {
  return z.superRefine(
    (values: T, ctx) => {
      const pesel = peselOf(values);
      const fromPesel = pesel === undefined ? undefined : parsePesel(pesel)?.birthDate;
      if (fromPesel !== undefined && fromPesel !== values.birthDate) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.birthDateMismatch',
          path: ['birthDate'],
          input: values.birthDate,
        });
      }
    },
    { when: whenFieldsValid(peselKey, 'birthDate') },
  );
}
