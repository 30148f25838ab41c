import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AddressSchema, ProfileAddressSchema } from './address';

const address = { city: 'Kraków', postCode: '30-001', streetName: 'Długa', streetNumber: '5' };

describe('addresses', () => {
  it('parse the required fields with optional extras', () => {
    expect(z.safeParse(ProfileAddressSchema, { ...address, flatNumber: '2' }).success).toBe(true);
    expect(
      z.safeParse(AddressSchema, { ...address, country: 'Polska', additionalInfo: 'domofon 12' }).success,
    ).toBe(true);
  });
  it('refuse an empty street number or a missing city', () => {
    expect(z.safeParse(AddressSchema, { ...address, streetNumber: '' }).success).toBe(false);
    const { city: _city, ...noCity } = address;
    expect(z.safeParse(ProfileAddressSchema, noCity).success).toBe(false);
  });
});
