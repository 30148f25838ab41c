import * as z from 'zod/mini';
import { isValidPhone } from '../validation/isValidPhone';
import { requiredText } from './textField';

const PREFIX = /^\+?[1-9]\d{0,2}$/;

/**
 * A phone number as the API carries it, `{ prefix, number }`. The prefix is stored as `+NN` and
 * the number without the spaces and dashes people type; the number's validity depends on the
 * prefix (see {@link isValidPhone}) and is reported on `number`.
 */
export function phoneNumberField() {
  return z
    .object(
      {
        prefix: requiredText('validation.phonePrefixInvalid').check(
          z.refine((s: string) => s === '' || PREFIX.test(s), 'validation.phonePrefixInvalid'),
          z.overwrite((s: string) => (PREFIX.test(s) && !s.startsWith('+') ? `+${s}` : s)),
        ),
        number: requiredText().check(z.overwrite((s: string) => s.replace(/[\s-]/g, ''))),
      },
      'validation.required',
    )
    .check(
      z.refine((phone: { prefix: string; number: string }) => isValidPhone(phone.number, phone.prefix), {
        message: 'validation.phoneInvalid',
        path: ['number'],
        // Only a well-formed prefix and a non-empty number can be judged together; otherwise
        // the field's own message already says what is wrong.
        when: (payload) => payload.issues.length === 0,
      }),
    );
}
