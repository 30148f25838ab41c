import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ContactMessageSchema } from './contactMessage';

const contact = { email: 'jan@example.pl', name: 'Jan', subject: 'Faktura', message: 'Proszę o fakturę.' };

describe('ContactMessageSchema', () => {
  it('parses a contact message', () => {
    expect(z.parse(ContactMessageSchema, contact)).toEqual(contact);
  });
  it('refuses a blank message and a bad e-mail', () => {
    expect(z.safeParse(ContactMessageSchema, { ...contact, message: '  ' }).success).toBe(false);
    expect(z.safeParse(ContactMessageSchema, { ...contact, email: 'jan@' }).success).toBe(false);
  });
});
