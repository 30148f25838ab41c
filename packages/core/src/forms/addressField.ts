import * as z from 'zod/mini';
import { isValidPostCode } from '../validation/isValidPostCode';
import { formattedText, optionalText, requiredText } from './textField';

/** A required address: city, post code `00-000`, street name and house number; flat optional. */
export function addressField() {
  return z.object(
    {
      city: requiredText(),
      postCode: formattedText(isValidPostCode, 'validation.postCodeInvalid'),
      streetName: requiredText(),
      streetNumber: requiredText(),
      flatNumber: optionalText(),
    },
    'validation.required',
  );
}

/** An address nobody has to give; a post code, when typed, must still be `00-000`. */
export function optionalAddressField() {
  return z.optional(
    z.object(
      {
        city: optionalText(),
        postCode: z.optional(
          z.string('validation.postCodeInvalid').check(
            z.trim(),
            z.refine((s: string) => s === '' || isValidPostCode(s), 'validation.postCodeInvalid'),
          ),
        ),
        streetName: optionalText(),
        streetNumber: optionalText(),
        flatNumber: optionalText(),
      },
      'validation.invalid',
    ),
  );
}
