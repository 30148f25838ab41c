import { type Actor, createActor } from 'xstate';
import { toWarsawDay } from '../format/toWarsawDay';
import { clearOrder } from './clearOrder';
import { createOrderActors, type ReturnUrl } from './createOrderActors';
import { type LeavePage, leavePageByForm } from './leavePageByForm';
import type { OrderApi } from './OrderApi';
import { orderMachine } from './orderMachine';
import { type OrderOwner, ownerMatches, readOrderOwner, writeOrderOwner } from './orderOwner';
import { type OrderStorage, readOrder, saveOrder } from './orderStorage';

/** Options of {@link createOrderActor}. */
export interface CreateOrderActorOptions {
  /** The API client (`createApiClient`), or anything with the same order operations. */
  readonly api: OrderApi;
  /** The deployment's partner type. */
  readonly type: string;
  /** Realm roles of the signed-in user; empty while anonymous (send SESSION_CHANGED later). */
  readonly roles: readonly string[];
  /** Whether the patient's profile is NFZ-active. */
  readonly nfzActive: boolean;
  /** Where the order is kept; sessionStorage by default (none in Node: nothing is kept). */
  readonly storage?: OrderStorage;
  /** Resume the stored order at the step it reached (after the SSO or payment redirect, a reload). */
  readonly restore?: boolean;
  /** Start in result polling for this appointment (`/appointment/:id/result`). */
  readonly appointmentId?: string;
  /** How to leave for the payment gateway; a top-level form POST by default. */
  readonly leavePage?: LeavePage;
  /** Where the payment gateway returns the patient; the GENERAL portal's result page by default. */
  readonly returnUrl?: ReturnUrl;
  /** The clock, epoch ms; `Date.now` by default. */
  readonly now?: () => number;
  /**
   * Who is booking (the session's patient id). With it the stored draft is bound to its patient:
   * another patient (or nobody) never gets it restored, and once the patient signs out or another
   * signs in the draft is removed, this actor stops and writes nothing any more.
   */
  readonly owner?: OrderOwner;
}

/** A running order actor, as returned by {@link createOrderActor}. */
export type OrderActor = Actor<typeof orderMachine>;

// States after which the order is done with: its stored copy goes (DESIGN.md: cleared at a result).
const RESULTS = ['success', 'failed', 'waiting'] as const;

function sessionStorageOrNone(): OrderStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Creates (but does not start) the order actor over the API client, restoring the stored order
 * when asked, and keeps `wizyta.order` / `wizyta.orderStep` / `wizyta.orderDrafts` in step with
 * it: saved whenever the order, its step or a step form as typed changes, removed when a result
 * is reached. A stored order that fails its
 * schema is dropped and the flow starts at search with error 4982.
 */
export function createOrderActor(options: CreateOrderActorOptions): OrderActor {
  const storage = options.storage ?? sessionStorageOrNone();
  const now = options.now ?? (() => Date.now());
  const storedOwner = readOrderOwner(storage);
  let stored = options.restore || options.appointmentId ? readOrder(storage) : null;
  if (stored?.order && options.owner && ownerMatches(storedOwner, options.owner.current()) === false) {
    clearOrder(storage);
    stored = null;
  }
  // Kept in storage for its patient, not shown to anyone before they sign in again; this actor
  // then starts empty and never overwrites it (the patient's next actor restores it).
  const withheld = Boolean(stored?.order && storedOwner !== null && options.owner?.awaitingSignIn?.());
  if (withheld) stored = null;
  const appointmentId = options.appointmentId ?? null;
  // After the payment redirect the stored order is shown only if it is this appointment's.
  const order = appointmentId && stored?.order?.id !== appointmentId ? null : (stored?.order ?? null);
  const machine = orderMachine.provide({
    actors: createOrderActors({
      api: options.api,
      leavePage: options.leavePage ?? leavePageByForm,
      now,
      ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
    }),
  });
  const actor = createActor(machine, {
    input: {
      type: options.type,
      roles: options.roles,
      nfzActive: options.nfzActive,
      order,
      step: order ? (stored?.step ?? null) : null,
      appointmentId,
      today: toWarsawDay(new Date(now())),
      error: stored?.tampered ? { code: 4982 } : null,
      ...(order && stored ? { drafts: stored.drafts } : {}),
    },
  });
  let saved = '';
  // The patient the draft is bound to: the stored one when resuming, else none until sign-in.
  let bound: string | null = stored?.order ? storedOwner : null;
  let revoked = false;
  /** False once the draft may no longer be kept: cleared, this actor stopped for good. */
  const stillOwned = (): boolean => {
    if (revoked) return false;
    const current = options.owner?.current();
    if (!options.owner || current === undefined) return true;
    if (bound === null && current !== null) bound = current;
    if (ownerMatches(bound, current) !== false) return true;
    revoked = true;
    if (storage) clearOrder(storage);
    actor.stop();
    return false;
  };
  const unsubscribeOwner = options.owner?.subscribe(() => void stillOwned());
  actor.subscribe({ complete: () => unsubscribeOwner?.(), error: () => unsubscribeOwner?.() });
  actor.subscribe((snapshot) => {
    if (!storage || snapshot.matches('start') || snapshot.matches('restoring')) return;
    if (!stillOwned() || withheld) return;
    if (RESULTS.some((state) => snapshot.matches(state))) {
      if (saved !== 'cleared') clearOrder(storage);
      saved = 'cleared';
      return;
    }
    const { order: current, step, drafts } = snapshot.context;
    const key = JSON.stringify([step, current, drafts]);
    if (key === saved) return;
    saveOrder(current, storage, step, drafts);
    writeOrderOwner(storage, bound);
    saved = key;
  });
  return actor;
}
