import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { InvoiceSchema } from './invoice';

const invoice = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  companyName: 'Kowalski sp. z o.o.',
  nip: '5260250274',
  city: 'Warszawa',
  postCode: '00-001',
  streetName: 'Marszałkowska',
  streetNumber: '10',
};

describe('InvoiceSchema', () => {
  it('parses complete invoice data', () => {
    expect(z.safeParse(InvoiceSchema, invoice).success).toBe(true);
  });
  it('refuses a NIP with dashes and a missing company name', () => {
    expect(z.safeParse(InvoiceSchema, { ...invoice, nip: '526-025-02-74' }).success).toBe(false);
    expect(z.safeParse(InvoiceSchema, { ...invoice, companyName: '' }).success).toBe(false);
  });
});
