import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { OrderSchema } from './order';

const searched = { adultsCount: 1, childrenCount: 0, patients: [{ type: 'ADULT' }] };

describe('OrderSchema', () => {
  it('defaults the appointment type to CALL and forNfz to false', () => {
    const order = z.parse(OrderSchema, searched);
    expect(order.appointmentType).toBe('CALL');
    expect(order.forNfz).toBe(false);
  });
  it('parses a complete order with reservation, payment and symptoms', () => {
    const full = {
      ...searched,
      id: 'a-1',
      doctor: {
        id: 'd1',
        firstName: 'Anna',
        lastName: 'Nowak',
        specializations: [{ id: 0, name: 'Internista' }],
      },
      start: '2025-03-10T09:30:00Z',
      end: '2025-03-10T10:00:00Z',
      price: 150,
      specializationId: 0,
      country: { id: 1, name: 'Polska' },
      city: { id: 1, town: 'Kraków', inflection: 'w Krakowie', slug: 'krakow' },
      appointmentType: 'HOUSE',
      address: { city: 'Kraków', postCode: '30-001', streetName: 'Długa', streetNumber: '5' },
      email: 'jan@example.pl',
      phoneNumber: { prefix: '+48', number: '500100200', pattern: '### ### ###' },
      setDefaultAddress: true,
      forNfz: false,
      slotReservationId: 'r-1',
      reservationExpiresAt: '2025-03-10T09:10:00Z',
      paymentType: 'ONLINE',
      voucher: 'TEST',
      symptoms: ['FEVER', 'COUGH'],
      additionalSymptoms: 'od dwóch dni',
    };
    expect(z.parse(OrderSchema, full)).toEqual(full);
  });
  it('keeps no tokens: unknown keys are stripped', () => {
    const order = z.parse(OrderSchema, { ...searched, access_token: 'x' });
    expect('access_token' in order).toBe(false);
  });
  it('refuses bad counts, symptoms and times', () => {
    expect(z.safeParse(OrderSchema, { ...searched, adultsCount: -1 }).success).toBe(false);
    expect(z.safeParse(OrderSchema, { ...searched, symptoms: ['HICCUPS'] }).success).toBe(false);
    expect(z.safeParse(OrderSchema, { ...searched, start: 'jutro' }).success).toBe(false);
    expect(z.safeParse(OrderSchema, { ...searched, paymentType: 'BLIK' }).success).toBe(false);
  });
});
