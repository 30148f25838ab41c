import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ClinicSchema, ClinicsQuerySchema } from './clinic';

const clinic = {
  id: 'pl-krk-1',
  townId: 1,
  name: 'Placówka Wizyta Kazimierz',
  address: { streetName: 'ul. Dietla', streetNumber: '50', postCode: '31-039', city: 'Kraków' },
  phoneNumber: { prefix: '+48', number: '123004050' },
  openingHours: [
    { fromDay: 1, toDay: 5, opens: '08:00', closes: '20:00' },
    { fromDay: 6, toDay: 6, opens: '09:00', closes: '14:00' },
  ],
};

describe('ClinicSchema', () => {
  it('accepts a clinic with its address, phone and hours', () => {
    expect(z.safeParse(ClinicSchema, clinic).success).toBe(true);
  });

  it('refuses a weekday outside Monday–Sunday, an hour that is not HH:MM and a clinic without a town', () => {
    const hours = (h: object) => ({ ...clinic, openingHours: [{ ...clinic.openingHours[0], ...h }] });
    expect(z.safeParse(ClinicSchema, hours({ toDay: 8 })).success).toBe(false);
    expect(z.safeParse(ClinicSchema, hours({ fromDay: 0 })).success).toBe(false);
    expect(z.safeParse(ClinicSchema, hours({ opens: '8:00' })).success).toBe(false);
    expect(z.safeParse(ClinicSchema, { ...clinic, townId: 0 }).success).toBe(false);
  });
});

describe('ClinicsQuerySchema', () => {
  it('reads the town id from the query string and refuses anything but a positive integer', () => {
    expect(z.parse(ClinicsQuerySchema, { townId: '7' })).toEqual({ townId: 7 });
    expect(z.safeParse(ClinicsQuerySchema, { townId: 'x' }).success).toBe(false);
    expect(z.safeParse(ClinicsQuerySchema, { townId: '0' }).success).toBe(false);
    expect(z.safeParse(ClinicsQuerySchema, {}).success).toBe(false);
  });
});
