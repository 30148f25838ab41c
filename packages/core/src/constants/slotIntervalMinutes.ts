import type { AppointmentType } from '../schemas/visitType';
import { LONG_SLOT_SPECIALIZATION_IDS } from './specializationIds';

/** Hours in which slots are offered (spec §9), as `HH:MM`. */
export const SLOT_HOURS = { from: '08:00', to: '22:00' } as const;

/**
 * Length of a slot in minutes (spec §9): a house visit takes 120 (travel included), the
 * specializations 29 and 5 take 60, every other visit 30.
 */
export function slotIntervalMinutes(visit: {
  appointmentType: AppointmentType;
  specializationId: number;
}): number {
  if (visit.appointmentType === 'HOUSE') return 120;
  if (LONG_SLOT_SPECIALIZATION_IDS.includes(visit.specializationId)) return 60;
  return 30;
}
