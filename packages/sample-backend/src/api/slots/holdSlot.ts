import { randomUUID } from 'node:crypto';
import type { SlotReservation } from '@wizyta/core';
import { ApiError } from '../../http/ApiError';
import type { DataStore, Reservation } from '../../seed/DataStore';
import { SEED_DOCTORS, toApiDoctor } from '../../seed/doctors';
import { isDoctorFree, type Slot } from './findSlots';

/** How long a reservation holds a slot (spec: "not shown"; decided 10 minutes, like a ticket shop). */
export const HOLD_MINUTES = 10;
const HOLD_MS = HOLD_MINUTES * 60 * 1000;

/** The longest a hold lives, extensions included: 30 minutes, then the slot is free. */
export const HOLD_MAX_TOTAL_MS = 30 * 60 * 1000;
/** Expired, unbooked holds are deleted this long after they ended (bounded store). */
const PURGE_AFTER_MS = 60 * 60 * 1000;

/** Spec §8's text for a lost slot, with code 4889. */
export const slotTaken = () =>
  new ApiError(409, 4889, 'Wybrana godzina została już zajęta przez kogoś innego.');

/** What the patient searched for, kept with the hold, and who holds it. */
export interface HoldDetails {
  adultsCount: number;
  childrenCount: number;
  city: number | null;
  holder: string;
}

/**
 * Deletes unbooked holds that ended more than an hour ago, then refuses a holder that already
 * has `limit` live holds (429/4412 with `Retry-After` until its oldest one ends): one script or
 * a hundred idle tabs cannot hold every doctor's day.
 */
export function admitHold(
  store: DataStore,
  holder: string,
  now: Date,
  limit: number,
  ignoreId?: string,
): void {
  const at = now.getTime();
  let live = 0;
  let soonestEnd = Number.POSITIVE_INFINITY;
  for (const [id, hold] of store.reservations) {
    if (hold.bookedVisitId !== null) continue;
    if (hold.expiresAt.getTime() + PURGE_AFTER_MS <= at) store.reservations.delete(id);
    else if (hold.holder === holder && hold.expiresAt.getTime() > at && id !== ignoreId) {
      live += 1;
      soonestEnd = Math.min(soonestEnd, hold.expiresAt.getTime());
    }
  }
  if (live >= limit) {
    const retryAfter = String(Math.max(1, Math.ceil((soonestEnd - at) / 1000)));
    throw new ApiError(429, 4412, 'Zbyt wiele jednoczesnych rezerwacji terminów.', {
      'Retry-After': retryAfter,
    });
  }
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
    createdAt: now,
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

/**
 * Prolongs a live hold to HOLD_MINUTES from now, never past HOLD_MAX_TOTAL_MS after it was taken;
 * a hold already at that cap is refused with 409/4865 ("the reservation cannot be extended").
 */
export function extendHold(reservation: Reservation, now: Date): void {
  const cap = reservation.createdAt.getTime() + HOLD_MAX_TOTAL_MS;
  if (reservation.expiresAt.getTime() >= cap) {
    throw new ApiError(409, 4865, 'Rezerwacji terminu nie można już przedłużyć.');
  }
  reservation.expiresAt = new Date(Math.min(now.getTime() + HOLD_MS, cap));
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
