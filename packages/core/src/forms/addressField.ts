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
