import { clearOrder, loadOrder } from '@wizyta/core';

/**
 * The guard's view of the order held in session storage (core's order storage): its id, or
 * `null` when there is none, it is invalid (core drops it), or it has no id yet.
 */
export function heldOrderId(): { readonly id: string } | null {
  const id = loadOrder()?.id;
  return id === undefined ? null : { id: String(id) };
}

/** Drops the held order and its step (the guard's `clearOrder`). */
export function clearHeldOrder(): void {
  clearOrder();
}
