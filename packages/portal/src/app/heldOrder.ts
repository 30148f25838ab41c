// Adapter to core's order storage (core/order/orderStorage), kept in this one file until the
// order area is exported from @wizyta/core: the guard only needs the held order's id, and the
// `clearOrder` decision.

// The same keys as core's ORDER_STORAGE_KEY and ORDER_STEP_STORAGE_KEY.
const ORDER_KEY = 'wizyta.order';
const ORDER_STEP_KEY = 'wizyta.orderStep';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The id of the order held in session storage, or `null` (none, unreadable, or without an id). */
export function heldOrderId(): { readonly id: string } | null {
  const raw = storage()?.getItem(ORDER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('id' in parsed)) return null;
    const { id } = parsed;
    return typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : null;
  } catch {
    return null;
  }
}

/** Drops the held order and its step (the guard's `clearOrder`). */
export function clearHeldOrder(): void {
  storage()?.removeItem(ORDER_KEY);
  storage()?.removeItem(ORDER_STEP_KEY);
}
