import { slotIntervalMinutes } from '../constants/slotIntervalMinutes';
import type { AppointmentType } from '../schemas/visitType';
import { specializationListOf } from './specializationListOf';

/** The search criteria the lists are loaded for: the visit type, the specialization, the day. */
interface SearchListsKey {
  readonly appointmentType: AppointmentType;
  readonly specializationId: number;
  readonly date: string;
}

/**
 * Which lists loaded for `before` are wrong for `after`: the hours, for another day or another slot
 * length; the specializations, for the other list kind (house or call). The towns never are. The
 * order machine and the widget's first search both empty what moved until the new lists arrive.
 */
export function searchListsMoved(
  before: SearchListsKey,
  after: SearchListsKey,
): { readonly hours: boolean; readonly specializations: boolean } {
  return {
    hours: before.date !== after.date || slotIntervalMinutes(before) !== slotIntervalMinutes(after),
    specializations:
      specializationListOf(before.appointmentType) !== specializationListOf(after.appointmentType),
  };
}
