import { SESSION_KEYS } from '../storage/SESSION_KEYS';
import { defaultStorages } from './defaultStorages';
import type { StorageArea } from './StorageArea';
import { PAYMENT_HANDOFF_LIFE_MS } from './sessionTimeLimits';

/**
 * Notes, in this tab only, that it is leaving for the payment gateway: its return within
 * {@link PAYMENT_HANDOFF_LIFE_MS} is not taken for a browser that was closed (the forced-logout
 * rule). Call it right before the page leaves; the marker holds an expiry time and nothing else.
 */
export function markPaymentHandoff(
  storage: StorageArea = defaultStorages().session,
  now: number = Date.now(),
): void {
  storage.setItem(SESSION_KEYS.paying, String(now + PAYMENT_HANDOFF_LIFE_MS));
}

/**
 * Whether this tab came back from the payment gateway in time, clearing the marker either way:
 * one return is one return, and a stale marker never exempts a later start-up.
 */
export function takePaymentHandoff(storage: StorageArea, now: number): boolean {
  const until = Number(storage.getItem(SESSION_KEYS.paying));
  storage.removeItem(SESSION_KEYS.paying);
  return until > now;
}
