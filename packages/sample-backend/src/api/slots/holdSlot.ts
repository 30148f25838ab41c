import { randomUUID } from 'node:crypto';
import type { SlotReservation } from '@wizyta/core';
import { ApiError } from '../../http/ApiError';
import type { DataStore, Reservation } from '../../seed/DataStore';
import { SEED_DOCTORS, toApiDoctor } from '../../seed/doctors';
import { isDoctorFree, type Slot } from './findSlots';

/** How long a reservation holds a slot (spec: "not shown"; decided 10 minutes, like a ticket shop). */
export const HOLD_MINUTES = 10;
const HOLD_MS = HOLD_MINUTES * 60 * 1000;

/** Spec §8's text for a lost slot, with code 4889. */
export const slotTaken = () =>
  new ApiError(409, 4889, 'Wybrana godzina została już zajęta przez kogoś innego.');

/** What the patient searched for, kept with the hold. */
export interface HoldDetails {
  adultsCount: number;
  childrenCount: number;
  city: number | null;
}

/**
 * Holds `slot` for HOLD_MINUTES. Check and insert run in one synchronous step (no `await` in
 * between), so of many simultaneous requests for one slot exactly one wins and the others get 409.
 */
export function holdSlot(
  store: DataStore,
  slot: Slot,
  now: Date,
  details: HoldDetails,
  ignoreReservationId?: string,
): Reservation {
  if (!isDoctorFree(store, slot.doctor.id, slot.start, slot.end, now, ignoreReservationId)) throw slotTaken();
  const reservation: Reservation = {
    id: randomUUID(),
    doctorId: slot.doctor.id,
    specializationId: slot.specializationId,
    appointmentType: slot.appointmentType,
    start: slot.start,
    end: slot.end,
    expiresAt: new Date(now.getTime() + HOLD_MS),
    price: slot.price,
    ...details,
    bookedVisitId: null,
  };
  store.reservations.set(reservation.id, reservation);
  return reservation;
}

/** A reservation by id, or 404/4889 when there is none. */
export function findReservation(store: DataStore, id: string): Reservation {
  const reservation = store.reservations.get(id);
  if (!reservation) throw new ApiError(404, 4889, 'Nie znaleziono rezerwacji terminu.');
  return reservation;
}

/** A reservation that can still be extended or booked; expired or booked → 409/4889. */
export function liveReservation(store: DataStore, id: string, now: Date): Reservation {
  const reservation = findReservation(store, id);
  if (reservation.bookedVisitId !== null || reservation.expiresAt.getTime() <= now.getTime())
    throw slotTaken();
  return reservation;
}

/** Prolongs a live hold to HOLD_MINUTES from now. */
export function extendHold(reservation: Reservation, now: Date): void {
  reservation.expiresAt = new Date(now.getTime() + HOLD_MS);
}

/** The API view of a hold. */
export function toSlotReservation(reservation: Reservation): SlotReservation {
  const doctor = SEED_DOCTORS.find((d) => d.id === reservation.doctorId);
  if (!doctor) throw new Error(`reservation ${reservation.id}: unknown doctor ${reservation.doctorId}`);
  return {
    id: reservation.id,
    doctor: toApiDoctor(doctor),
    start: reservation.start.toISOString(),
    end: reservation.end.toISOString(),
    specializationId: reservation.specializationId,
    appointmentType: reservation.appointmentType,
    expiresAt: reservation.expiresAt.toISOString(),
    price: reservation.price,
  };
}
