import { clearOrder, storedOrderId } from '@wizyta/core';

/**
 * The guard's view of the order held in session storage: its id, or `null` when there is none,
 * it has no id yet, or it is unreadable (core drops it). Core's `storedOrderId`, not `loadOrder`:
 * the guard compares ids only, and the order schema would bring most of zod into the first route
 * (1.2 KB gzip); the order pages check the whole stored order when they read it.
 */
export function heldOrderId(): { readonly id: string } | null {
  const id = storedOrderId();
  return id === null ? null : { id };
}

/** Drops the held order and its step (the guard's `clearOrder`). */
export function clearHeldOrder(): void {
  clearOrder();
}
