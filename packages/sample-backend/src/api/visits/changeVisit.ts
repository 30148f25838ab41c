import type { ProcessStatus } from '@wizyta/core';
import { ApiError } from '../../http/ApiError';
import type { DataStore, Reservation, VisitRecord } from '../../seed/DataStore';
import { SEED_DOCTORS, toApiDoctor } from '../../seed/doctors';
import { cancellableUntil, reschedulableUntil } from './visitChangeRule';
import { isPaidOnline } from './visitView';

const notNow = (code: number) =>
  code === 4704
    ? new ApiError(409, 4704, 'Minął czas na odwołanie lub zmianę terminu tej wizyty.')
    : new ApiError(409, 4703, 'Tej wizyty nie można już odwołać ani przenieść.');

/** Refuses a change the rule does not allow now: 409/4703 (status or kind), 409/4704 (cut-off). */
function requireChangeable(until: Date | null, now: Date): void {
  if (until === null) throw notNow(4703);
  if (now.getTime() >= until.getTime()) throw notNow(4704);
}

/** Frees the slot the visit occupied: its hold is deleted, so the schedule offers it again. */
function releaseSlot(store: DataStore, record: VisitRecord): void {
  if (record.reservationId !== null) store.reservations.delete(record.reservationId);
  record.reservationId = null;
}

/**
 * Cancels the visit for its patient (`POST appointments/{id}/cancel`): CANCELLED_BY_PATIENT, the
 * slot free again, a payment still at the gateway voided (its page can no longer charge), and a
 * visit paid online refunded in full (decided: the sample records it as PENDING; a real gateway
 * returns the money to the payer's account within its own time).
 */
export function cancelVisit(store: DataStore, record: VisitRecord, now: Date): void {
  requireChangeable(cancellableUntil(record), now);
  closeVisit(store, record, 'CANCELLED_BY_PATIENT');
}

/**
 * Ends a visit that will not take place with `status`: a payment still at the gateway voided, a
 * visit paid online refunded in full (recorded as PENDING), the slot free again.
 */
export function closeVisit(store: DataStore, record: VisitRecord, status: ProcessStatus): void {
  const refund = isPaidOnline(store, record) ? record.price : 0;
  for (const payment of store.payments.values()) {
    if (payment.appointmentId === record.visit.id && payment.status === 'PROCESSING')
      payment.status = 'REJECTED';
  }
  record.visit.processStatus = status;
  if (refund > 0) record.refund = { amount: refund, status: 'PENDING' };
  releaseSlot(store, record);
}

/**
 * Moves the visit to the slot of `hold` (`POST appointments/{id}/reschedule`): the same kind and
 * specialization (409/4705 otherwise), a live hold (409/4889 otherwise). The visit keeps its id,
 * status, payment and what was booked; its time and doctor are the hold's; the old slot is free.
 */
export function rescheduleVisit(
  store: DataStore,
  record: VisitRecord,
  hold: Reservation,
  now: Date,
  brand: string,
): void {
  requireChangeable(reschedulableUntil(record, brand), now);
  if (hold.appointmentType !== record.appointmentType || hold.specializationId !== record.specializationId) {
    throw new ApiError(409, 4705, 'Nowy termin musi dotyczyć wizyty tego samego rodzaju i specjalizacji.');
  }
  const doctor = SEED_DOCTORS.find((d) => d.id === hold.doctorId);
  releaseSlot(store, record);
  hold.bookedVisitId = record.visit.id;
  record.reservationId = hold.id;
  record.doctorId = hold.doctorId;
  record.visit.appointmentAt = hold.start.toISOString();
  record.visit.doctor = doctor ? toApiDoctor(doctor) : null;
}
