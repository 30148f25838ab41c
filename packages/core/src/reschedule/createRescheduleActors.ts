import { fromPromise } from 'xstate';
import type { ApiClient } from '../client/ApiClient';
import { createOrderActors } from '../order/createOrderActors';
import type { OrderApi } from '../order/OrderApi';
import type { Visit } from '../schemas/visit';
import type { RescheduleAppointmentRequest } from '../schemas/visitBooking';

/** The API a new time needs: the order flow's search and hold, and the move itself. */
export type RescheduleApi = OrderApi & Pick<ApiClient, 'rescheduleAppointment'>;

/**
 * The reschedule machine's actors: the order flow's own search lists, first-free-slot hold and
 * hold keeper (one search, one hold rule, one keeper for booking and moving alike), and the move
 * (`POST appointments/{id}/reschedule`).
 */
export function createRescheduleActors(api: RescheduleApi, now: () => number) {
  const order = createOrderActors({ api, now, leavePage: () => undefined });
  return {
    loadSearchLists: order.loadSearchLists,
    reserve: order.reserve,
    holdKeeper: order.holdKeeper,
    reschedule: fromPromise<Visit, RescheduleAppointmentRequest & { readonly visitId: string }>(
      ({ input: { visitId, ...body } }) => api.rescheduleAppointment({ params: { id: visitId }, body }),
    ),
  };
}

/** The reschedule machine's actors, by name. */
export type RescheduleActors = ReturnType<typeof createRescheduleActors>;
