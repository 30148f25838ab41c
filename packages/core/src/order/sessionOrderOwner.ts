import type { SessionState } from '../session/SessionState';
import type { OrderOwner } from './orderOwner';

/** The part of a session {@link sessionOrderOwner} reads. */
export interface OwnerSession {
  getState(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
}

const SETTLING = new Set(['idle', 'starting', 'loading']);
const SESSION_EXPIRED = 4311;

/** Signed out because the session expired (4311), not by the patient: the draft waits for them. */
function expired(state: SessionState): boolean {
  return !state.authenticated && state.signedOutReason === SESSION_EXPIRED;
}

/**
 * The order's owner from the session: the signed-in patient's profile id, `null` when signed
 * out (also while leaving), `undefined` while the session is still settling after a reload or a
 * sign-in, or after it expired (4311) until someone signs in again (so a restored draft waits for
 * the answer instead of being dropped or shown early). Likewise `undefined` while nobody has
 * signed in yet in this document: a reload drops tokens kept in memory (an SMS sign-in, the
 * widget's popup), and the patient's draft then waits for them to sign in again rather than being
 * dropped; the steps that need them show the sign-in first.
 */
export function sessionOrderOwner(session: OwnerSession): OrderOwner {
  let signedInHere = false;
  return {
    current() {
      const state = session.getState();
      if (SETTLING.has(state.status) || expired(state)) return undefined;
      if (state.authenticated && state.status !== 'leaving') signedInHere = true;
      if (!state.authenticated || state.status === 'leaving') return signedInHere ? null : undefined;
      return state.profile ? String(state.profile.id) : undefined;
    },
    subscribe: (listener) => session.subscribe(() => listener()),
    awaitingSignIn: () => expired(session.getState()),
  };
}
