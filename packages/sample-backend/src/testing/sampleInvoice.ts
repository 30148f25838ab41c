import type { Invoice } from '@wizyta/core';

/** Invoice data of a booking in tests: a company with a valid NIP, in Kraków. */
export const SAMPLE_INVOICE: Invoice = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  companyName: 'Kowalska Sp. z o.o.',
  nip: '5260250274',
  city: 'Kraków',
  postCode: '31-042',
  streetName: 'Floriańska',
  streetNumber: '15',
};
