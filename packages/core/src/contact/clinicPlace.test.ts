import { describe, expect, it } from 'vitest';
import { ClinicSchema } from '../schemas/clinic';
import { addressLine, clinicHoursLine, clinicMapUrl } from './clinicPlace';

const clinic = ClinicSchema.parse({
  id: 'pl-waw-1',
  townId: 7,
  name: 'Placówka Wizyta Mokotów',
  address: {
    streetName: 'ul. Puławska',
    streetNumber: '145',
    flatNumber: '2',
    postCode: '02-715',
    city: 'Warszawa',
  },
  phoneNumber: { prefix: '+48', number: '221002030' },
  openingHours: [{ fromDay: 1, toDay: 5, opens: '08:00', closes: '20:00' }],
});

describe('addressLine', () => {
  it('writes the street, the number with its flat, the post code and the town', () => {
    expect(addressLine(clinic.address)).toBe('ul. Puławska 145/2, 02-715 Warszawa');
  });
});

describe('clinicMapUrl', () => {
  it('is a map search for the address, encoded, with nothing of the patient in it', () => {
    expect(clinicMapUrl(clinic)).toBe(
      'https://www.openstreetmap.org/search?query=ul.%20Pu%C5%82awska%20145%2F2%2C%2002-715%20Warszawa',
    );
  });
});

describe('clinicHoursLine', () => {
  it('names the days in the patient’s language, one day alone', () => {
    expect(clinicHoursLine('pl-PL', { fromDay: 1, toDay: 5, opens: '08:00', closes: '20:00' })).toBe(
      'pon.–pt. 08:00–20:00',
    );
    expect(clinicHoursLine('en-US', { fromDay: 6, toDay: 6, opens: '09:00', closes: '14:00' })).toBe(
      'Sat 09:00–14:00',
    );
  });
});
