import { isValidEmail } from '../validation/isValidEmail';
import { formattedText } from './textField';

/** A required, valid e-mail address. */
export function emailField() {
  return formattedText(isValidEmail, 'validation.emailInvalid');
}
