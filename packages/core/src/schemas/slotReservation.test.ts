import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ExtendSlotRequestSchema,
  ExtendSlotResponseSchema,
  ReserveFirstAvailableRequestSchema,
  ReserveSlotRequestSchema,
  SlotReservationSchema,
} from './slotReservation';

const reservation = {
  id: 'r-1',
  doctor: {
    id: 'd1',
    firstName: 'Anna',
    lastName: 'Nowak',
    specializations: [{ id: 0, name: 'Internista' }],
  },
  start: '2025-03-10T09:30:00Z',
  end: '2025-03-10T10:00:00Z',
  specializationId: 0,
  appointmentType: 'CALL',
  expiresAt: '2025-03-10T09:10:00Z',
  price: 150,
};
const firstAvailable = {
  specializationId: 0,
  dateTimeTo: '2025-03-10T22:00:00Z',
  appointmentType: 'CALL',
  adultsCount: 1,
  childrenCount: 0,
};

describe('slot reservation', () => {
  it('parses a reservation', () => {
    expect(z.parse(SlotReservationSchema, reservation)).toEqual(reservation);
    expect(z.safeParse(SlotReservationSchema, { ...reservation, expiresAt: undefined }).success).toBe(false);
  });
  it('parses reserve-first-available with optional start and city', () => {
    expect(z.safeParse(ReserveFirstAvailableRequestSchema, firstAvailable).success).toBe(true);
    expect(
      z.safeParse(ReserveFirstAvailableRequestSchema, {
        ...firstAvailable,
        appointmentType: 'HOUSE',
        dateTimeFrom: '2025-03-10T08:00:00Z',
        city: 1,
      }).success,
    ).toBe(true);
    const { specializationId: _s, ...noSpecialization } = firstAvailable;
    expect(z.safeParse(ReserveFirstAvailableRequestSchema, noSpecialization).success).toBe(false);
  });
  it('parses reserve and extend requests and the extend response', () => {
    const reserve = {
      slotKey: 'd1|2025-03-10T11:00:00Z',
      appointmentType: 'CALL',
      adultsCount: 1,
      childrenCount: 1,
    };
    expect(z.safeParse(ReserveSlotRequestSchema, reserve).success).toBe(true);
    expect(z.safeParse(ReserveSlotRequestSchema, { ...reserve, slotKey: '' }).success).toBe(false);
    expect(z.safeParse(ExtendSlotRequestSchema, { slotReservationId: 'r-1' }).success).toBe(true);
    expect(z.safeParse(ExtendSlotRequestSchema, {}).success).toBe(false);
    expect(
      z.safeParse(ExtendSlotResponseSchema, { slotReservationId: 'r-1', expiresAt: '2025-03-10T09:20:00Z' })
        .success,
    ).toBe(true);
  });
});
