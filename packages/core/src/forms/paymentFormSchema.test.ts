import { describe, expect, it } from 'vitest';
import { paymentFormSchema } from './paymentFormSchema';
import { validateForm } from './validateForm';

const invoice = {
  firstName: 'Anna',
  lastName: 'Nowak',
  companyName: 'Nowak Sp. z o.o.',
  nip: '5260250274',
  city: 'Warszawa',
  postCode: '00-916',
  streetName: 'Świętokrzyska',
  streetNumber: '12',
};

const errorsOf = (values: unknown) => {
  const result = validateForm(paymentFormSchema, values);
  return result.success ? {} : result.errors;
};

describe('paymentFormSchema', () => {
  it('accepts a payment method alone', () => {
    expect(errorsOf({ paymentType: 'ONLINE' })).toEqual({});
    expect(errorsOf({ paymentType: 'CASH', wantsInvoice: false, voucher: 'TEST' })).toEqual({});
  });

  it('requires a payment method', () => {
    expect(errorsOf({})).toEqual({ paymentType: 'validation.paymentMethodRequired' });
    expect(errorsOf({ paymentType: 'BITCOIN' })).toEqual({ paymentType: 'validation.paymentMethodRequired' });
  });

  it('accepts complete invoice data', () => {
    expect(errorsOf({ paymentType: 'ONLINE', wantsInvoice: true, invoice })).toEqual({});
  });

  it('requires every invoice field but the flat number when an invoice is wanted', () => {
    expect(errorsOf({ paymentType: 'ONLINE', wantsInvoice: true, invoice: {} })).toEqual({
      'invoice.firstName': 'validation.required',
      'invoice.lastName': 'validation.required',
      'invoice.companyName': 'validation.required',
      'invoice.nip': 'validation.required',
      'invoice.city': 'validation.required',
      'invoice.postCode': 'validation.required',
      'invoice.streetName': 'validation.required',
      'invoice.streetNumber': 'validation.required',
    });
  });

  it('ignores and drops invoice data when no invoice is wanted', () => {
    const result = validateForm(paymentFormSchema, {
      paymentType: 'ONLINE',
      wantsInvoice: false,
      invoice: {},
    });
    expect(result).toEqual({ success: true, data: { paymentType: 'ONLINE', wantsInvoice: false } });
  });

  it.each([
    ['with dashes', '526-025-02-74', 'validation.nipFormat'],
    ['with spaces', '526 025 02 74', 'validation.nipFormat'],
    ['of 9 digits', '526025027', 'validation.nipFormat'],
    ['of 11 digits', '52602502740', 'validation.nipFormat'],
    ['with letters', 'PL5260250274', 'validation.nipFormat'],
    ['with a wrong check digit', '5260250275', 'validation.nipInvalid'],
    ['whose check sum is 10', '1234567890', 'validation.nipInvalid'],
  ])('refuses a NIP %s', (_label, nip, message) => {
    expect(errorsOf({ paymentType: 'ONLINE', wantsInvoice: true, invoice: { ...invoice, nip } })).toEqual({
      'invoice.nip': message,
    });
  });

  it('requires an invoice post code 00-000', () => {
    expect(
      errorsOf({ paymentType: 'CASH', wantsInvoice: true, invoice: { ...invoice, postCode: '00916' } }),
    ).toEqual({
      'invoice.postCode': 'validation.postCodeInvalid',
    });
  });
});
