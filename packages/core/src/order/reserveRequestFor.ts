import { slotIntervalMinutes } from '../constants/slotIntervalMinutes';
import { parseInstant } from '../format/parseInstant';
import type { ReserveFirstAvailableRequest } from '../schemas/slotReservation';
import type { AppointmentType } from '../schemas/visitType';

/** A slot search as the patient words it: a day and a time, and whether earlier times will do. */
export interface SlotSearch {
  readonly appointmentType: AppointmentType;
  readonly specializationId: number;
  /** The day, `YYYY-MM-DD`, Warsaw time. */
  readonly date: string;
  /** The time, `HH:MM`, Warsaw time. */
  readonly slot: string;
  /** The first free slot up to that time (true), or only a slot starting at it (false). */
  readonly firstAvailable: boolean;
  /** The town id of a house or stationary visit. */
  readonly city?: number | undefined;
  readonly adultsCount: number;
  readonly childrenCount: number;
}

function toInstant(date: string, time: string, plusMinutes = 0): string {
  // The form's date and hour are Warsaw wall-clock time, whatever the device's zone.
  return new Date(parseInstant(`${date}T${time}`).getTime() + plusMinutes * 60_000).toISOString();
}

/**
 * The `slot/reserve-first-available` body of a search: up to the end of the chosen slot, from
 * its start when only that time will do. The booking's search and a visit's new time ask alike.
 */
export function reserveRequestFor(search: SlotSearch): ReserveFirstAvailableRequest {
  const minutes = slotIntervalMinutes(search);
  return {
    specializationId: search.specializationId,
    appointmentType: search.appointmentType,
    dateTimeTo: toInstant(search.date, search.slot, minutes),
    ...(search.firstAvailable ? {} : { dateTimeFrom: toInstant(search.date, search.slot) }),
    ...(search.city === undefined ? {} : { city: search.city }),
    adultsCount: search.adultsCount,
    childrenCount: search.childrenCount,
  };
}
