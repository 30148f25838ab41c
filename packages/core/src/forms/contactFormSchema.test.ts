import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contactFormSchema';
import { validateForm } from './validateForm';

const valid = {
  email: 'jan@example.pl',
  name: 'Jan Kowalski',
  subject: 'Faktura',
  message: 'Proszę o fakturę.',
};

const errorsOf = (values: unknown) => {
  const result = validateForm(contactFormSchema, values);
  return result.success ? {} : result.errors;
};

describe('contactFormSchema', () => {
  it('accepts a complete message', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires e-mail, name, subject and message', () => {
    expect(errorsOf({ email: '', name: ' ', subject: '', message: '' })).toEqual({
      email: 'validation.required',
      name: 'validation.required',
      subject: 'validation.required',
      message: 'validation.required',
    });
  });

  it('requires a valid e-mail', () => {
    expect(errorsOf({ ...valid, email: 'jan at example.pl' })).toEqual({ email: 'validation.emailInvalid' });
  });

  it('limits the message to 2000 characters', () => {
    expect(errorsOf({ ...valid, message: 'a'.repeat(2000) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'a'.repeat(2001) })).toEqual({ message: 'validation.textTooLong' });
  });
});
