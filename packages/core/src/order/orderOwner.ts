import { ORDER_OWNER_STORAGE_KEY } from '../storage/orderStorageKeys';
import type { OrderStorage } from './orderStorage';

/**
 * Who is booking, as the order actor needs to know it: the signed-in patient's id, `null` when
 * nobody is signed in, `undefined` while the session is still finding out (start-up, profile
 * loading). `subscribe` calls back on every change of the session.
 */
export interface OrderOwner {
  current(): string | null | undefined;
  subscribe(listener: () => void): () => void;
  /**
   * True while the session has expired (4311) and waits for its patient to sign in again: the
   * draft is kept for them but not shown to whoever is at the screen meanwhile.
   */
  awaitingSignIn?(): boolean;
}

/** The stored draft's owner: a patient id, or null for a draft begun before sign-in. */
export function readOrderOwner(storage: OrderStorage | undefined): string | null {
  return storage?.getItem(ORDER_OWNER_STORAGE_KEY) ?? null;
}

/** Records the draft's owner (a patient id); an anonymous draft has no owner key. */
export function writeOrderOwner(storage: OrderStorage, owner: string | null): void {
  if (owner === null) storage.removeItem(ORDER_OWNER_STORAGE_KEY);
  else storage.setItem(ORDER_OWNER_STORAGE_KEY, owner);
}

/**
 * Whether a draft owned by `stored` may be shown to or written for `current`: a draft begun
 * anonymously (search and hold only) goes to whoever signs in; a patient's draft only to that
 * patient; while the session is still unknown, no decision yet (`undefined`).
 */
export function ownerMatches(stored: string | null, current: string | null | undefined): boolean | undefined {
  if (stored === null) return true;
  if (current === undefined) return undefined;
  return current === stored;
}
