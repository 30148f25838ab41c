import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AppointmentPatientsSchema,
  CreateAppointmentRequestSchema,
  CreateAppointmentResponseSchema,
} from './appointment';

const booking = {
  slotReservationId: 'r-1',
  paymentType: 'ONLINE',
  forNfz: false,
  email: 'jan@example.pl',
  phoneNumber: { prefix: '+48', number: '500100200' },
  address: { city: 'Kraków', postCode: '30-001', streetName: 'Długa', streetNumber: '5' },
  patients: [{ type: 'ADULT', firstName: 'Jan', lastName: 'Kowalski', pesel: '44051401458' }],
  symptoms: ['FEVER'],
};

describe('appointments', () => {
  it('parse a paid booking and an NFZ booking without payment type', () => {
    expect(z.safeParse(CreateAppointmentRequestSchema, booking).success).toBe(true);
    const { paymentType: _p, ...nfz } = booking;
    expect(z.safeParse(CreateAppointmentRequestSchema, { ...nfz, forNfz: true }).success).toBe(true);
  });
  it('refuse a paid booking without payment type and a booking without patients', () => {
    const { paymentType: _p, ...unpaid } = booking;
    const result = z.safeParse(CreateAppointmentRequestSchema, unpaid);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['paymentType']);
    expect(z.safeParse(CreateAppointmentRequestSchema, { ...booking, patients: [] }).success).toBe(false);
  });
  it('parse the booking response and the patients map', () => {
    expect(
      z.safeParse(CreateAppointmentResponseSchema, {
        appointmentId: 'a-1',
        processStatus: 'WAITING_FOR_PAYMENT',
      }).success,
    ).toBe(true);
    expect(z.safeParse(CreateAppointmentResponseSchema, { appointmentId: 'a-1' }).success).toBe(false);
    expect(z.safeParse(AppointmentPatientsSchema, { 'p-1': 'Jan Kowalski' }).success).toBe(true);
    expect(z.safeParse(AppointmentPatientsSchema, { 'p-1': 1 }).success).toBe(false);
  });
});
