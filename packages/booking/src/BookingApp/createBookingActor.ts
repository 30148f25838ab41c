import {
  createOrderActor,
  type LeavePage,
  type OrderActor,
  type OrderApi,
  type ReturnUrl,
  sessionOrderOwner,
} from '@wizyta/core';
import type { BookingSession } from '../flow/BookingProps';

/** Options of {@link createBookingActor}. */
export interface CreateBookingActorOptions {
  readonly api: OrderApi;
  readonly session: Pick<BookingSession, 'getState' | 'subscribe'>;
  /** The partner type (`config.type`). */
  readonly type: string;
  readonly restore?: boolean;
  readonly appointmentId?: string;
  readonly leavePage?: LeavePage;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Where the payment gateway returns the patient (a brand portal: its own result page). */
  readonly returnUrl?: ReturnUrl;
}

/**
 * The order actor of the flow (core's `createOrderActor`), not yet started, with the session's
 * current roles and NFZ state; BookingApp keeps them current afterwards. A host that outlives
 * BookingApp's mounts (the portal, whose order routes are separate pages) creates it once with
 * this and hands it to each BookingApp through the `actor` prop.
 */
export function createBookingActor(options: CreateBookingActorOptions): OrderActor {
  const state = options.session.getState();
  return createOrderActor({
    api: options.api,
    type: options.type,
    roles: state.roles,
    nfzActive: state.nfzActive,
    restore: options.restore === true,
    // The stored draft is this patient's only: another patient signing in never resumes it.
    owner: sessionOrderOwner(options.session),
    ...(options.appointmentId ? { appointmentId: options.appointmentId } : {}),
    ...(options.leavePage ? { leavePage: options.leavePage } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
  });
}
