import { type CreateBookingActorOptions, createBookingActor, type OrderActor } from '@wizyta/booking';

/** How long the actor outlives the last order page: long enough for the next page's chunk to load. */
export const RELEASE_AFTER_MS = 3_000;

let shared: OrderActor | null = null;
let users = 0;
let stopTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The one order actor of the portal's order pages. Each order route is its own lazily loaded page,
 * so moving between steps unmounts one BookingApp and mounts the next: they share this actor, and
 * the flow goes on without a reload. `fresh` replaces it (a result page opened for another
 * appointment). Call {@link releaseOrderActor} when the page unmounts.
 */
export function acquireOrderActor(options: CreateBookingActorOptions, fresh = false): OrderActor {
  clearTimeout(stopTimer);
  if (shared && fresh) {
    shared.stop();
    shared = null;
  }
  // An actor stopped by its owner check (the patient signed out, another signed in) is never reused.
  if (shared?.getSnapshot().status === 'stopped') shared = null;
  shared ??= createBookingActor(options);
  users += 1;
  return shared;
}

/**
 * One order page is gone. When no other takes its place within {@link RELEASE_AFTER_MS} (the
 * patient left the flow), the actor stops — and with it the hold keeper; the order stays in
 * sessionStorage, so coming back resumes it in a new actor.
 */
export function releaseOrderActor(): void {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  clearTimeout(stopTimer);
  stopTimer = setTimeout(() => {
    shared?.stop();
    shared = null;
  }, RELEASE_AFTER_MS);
}

/** Stops the shared actor now (tests, between renders). */
export function stopOrderActor(): void {
  clearTimeout(stopTimer);
  shared?.stop();
  shared = null;
  users = 0;
}

/** The shared actor, if one is running. */
export function currentOrderActor(): OrderActor | null {
  return shared;
}
