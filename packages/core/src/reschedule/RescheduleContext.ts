import { toWarsawDay } from '../format/toWarsawDay';
import type { OrderErrorCode } from '../order/orderErrors';
import type { SlotReservation } from '../schemas/slotReservation';
import type { Town } from '../schemas/town';
import type { Visit } from '../schemas/visit';
import type { AppointmentType } from '../schemas/visitType';

/** What the visit to move gives the search: the same kind, specialization, place and patients. */
export interface RescheduleTarget {
  readonly visitId: string;
  readonly appointmentType: AppointmentType;
  readonly specializationId: number;
  /** The town name of a house visit's address, looked up in the towns dictionary for the hold. */
  readonly cityName: string | null;
  readonly adultsCount: number;
  readonly childrenCount: number;
}

/** What the machine starts from: the visit (it must carry `specializationId`) and today in Warsaw. */
export interface RescheduleInput {
  readonly visit: Visit;
  /** `YYYY-MM-DD`, Warsaw: the first day the search may ask for. */
  readonly today: string;
}

/** The reschedule machine's context. */
export interface RescheduleContext {
  readonly target: RescheduleTarget;
  /** The day searched, `YYYY-MM-DD` Warsaw; the visit's own day at first (or today, if that has passed). */
  readonly date: string;
  readonly towns: readonly Town[];
  /** The day's times (`HH:MM` → still in the future), or null while they load. */
  readonly intervals: Readonly<Record<string, boolean>> | null;
  /** The slot held for the new time, while the patient confirms. */
  readonly hold: SlotReservation | null;
  /** Why the last step failed (a catalogue key), or null. */
  readonly error: OrderErrorCode | null;
  /** The moved visit, once the backend answered. */
  readonly moved: Visit | null;
}

/** Events the page sends, and the hold keeper's reports. */
export type RescheduleEvent =
  | { readonly type: 'CHANGE_DATE'; readonly date: string }
  | { readonly type: 'SEARCH'; readonly slot: string; readonly firstAvailable: boolean }
  | { readonly type: 'RETRY' }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'SEARCH_AGAIN' }
  | { readonly type: 'HOLD_EXTENDED'; readonly expiresAt: string }
  | { readonly type: 'HOLD_LOST'; readonly code: OrderErrorCode };

function count(visit: Visit, type: 'ADULT' | 'CHILD'): number {
  return (visit.booking?.patients ?? []).filter((p) => p.type === type).length;
}

/** The machine's starting context for `input`. */
export function initialRescheduleContext({ visit, today }: RescheduleInput): RescheduleContext {
  const adults = count(visit, 'ADULT');
  const children = count(visit, 'CHILD');
  const visitDay = toWarsawDay(new Date(visit.appointmentAt));
  return {
    target: {
      visitId: visit.id,
      appointmentType: visit.visitType,
      specializationId: visit.specializationId ?? -1,
      cityName: visit.visitType === 'HOUSE' ? (visit.booking?.address?.city ?? null) : null,
      adultsCount: adults + children === 0 ? 1 : adults,
      childrenCount: children,
    },
    date: visitDay > today ? visitDay : today,
    towns: [],
    intervals: null,
    hold: null,
    error: null,
    moved: null,
  };
}
