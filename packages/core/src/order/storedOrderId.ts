import { ORDER_STORAGE_KEY } from '../storage/orderStorageKeys';
import { clearOrder } from './clearOrder';
import { defaultOrderStorage } from './defaultOrderStorage';
import type { OrderStorage } from './orderStorage';

/**
 * The id of the stored order, for the navigation guard (which only compares ids), without the
 * order schema: the portal's first route then needs no more of zod than config.json's schema.
 * A value that is not JSON, or has no non-empty string id, is treated as a tampered order: it is
 * removed, as `readOrder` would, and the answer is null. The order pages still read the whole
 * order through `readOrder`, which checks every field and reports a tampered one (4982).
 */
export function storedOrderId(storage: OrderStorage | undefined = defaultOrderStorage()): string | null {
  const raw = storage?.getItem(ORDER_STORAGE_KEY);
  if (!storage || raw == null) return null;
  const id = idOf(raw);
  if (id === undefined) clearOrder(storage);
  return id ?? null;
}

function idOf(raw: string): string | null | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  if (!('id' in value) || value.id === undefined) return null;
  return typeof value.id === 'string' && value.id !== '' ? value.id : undefined;
}
