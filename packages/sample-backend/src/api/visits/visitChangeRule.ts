import { canBookAppointmentType, canMakeAppointment, type ProcessStatus, type VisitType } from '@wizyta/core';
import type { VisitRecord } from '../../seed/DataStore';

/**
 * The rule of cancelling and moving a visit (spec §4's transitions are "not shown"; decided):
 *
 * - **Statuses**: a visit booked and not yet begun — WAITING_FOR_PAYMENT, PROCESSING_PAYMENT (an
 *   abandoned gateway page must not pin the visit; a cancellation voids that payment), PENDING,
 *   PAID and NEW. Anything the doctor has begun, finished, cancelled or rejected stays as it is.
 * - **Cut-off**: 12 hours before the start of a house visit (the doctor plans the day's route),
 *   2 hours before any other. Until then the patient decides alone; later only by phone.
 * - **Moving** needs a time slot: a PRESCRIPTION visit (a request the doctor reviews, no time) can
 *   be cancelled but not moved. The new time is any free slot of the same kind and specialization.
 * - **The brand**: a new time is a new booking of a slot, so a visit is moved only where the brand
 *   books visits of its kind (spec §6: not brokers, not the insurers without booking — their hold
 *   would be refused with 4412). Cancelling needs no booking, so every brand's patient may cancel.
 * - Only the patient who booked it; the doctor sees neither option.
 */
export const CHANGEABLE_STATUSES: ReadonlySet<ProcessStatus> = new Set([
  'WAITING_FOR_PAYMENT',
  'PROCESSING_PAYMENT',
  'PENDING',
  'PAID',
  'NEW',
]);

/** Hours before the start after which the patient can no longer cancel or move the visit. */
export const CUT_OFF_HOURS = { HOUSE: 12, other: 2 } as const;

const HOUR = 60 * 60 * 1000;

/** The cut-off of a visit of this kind starting at `appointmentAt`. */
export function changeCutOff(visitType: VisitType, appointmentAt: string): Date {
  const hours = visitType === 'HOUSE' ? CUT_OFF_HOURS.HOUSE : CUT_OFF_HOURS.other;
  return new Date(Date.parse(appointmentAt) - hours * HOUR);
}

/** Until when the visit may be cancelled, or null when its status never allows it. */
export function cancellableUntil(record: VisitRecord): Date | null {
  if (!CHANGEABLE_STATUSES.has(record.visit.processStatus)) return null;
  return changeCutOff(record.visit.visitType, record.visit.appointmentAt);
}

/** Until when the visit may be moved for a patient of `brand`, or null when it never may be. */
export function reschedulableUntil(record: VisitRecord, brand: string): Date | null {
  if (record.visit.visitType === 'PRESCRIPTION') return null;
  const audience = { type: brand, roles: ['PATIENT'], nfzActive: false };
  if (!canMakeAppointment(audience) || !canBookAppointmentType(audience, record.appointmentType)) return null;
  return cancellableUntil(record);
}
