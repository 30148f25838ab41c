import {
  ORDER_DRAFTS_STORAGE_KEY,
  ORDER_OWNER_STORAGE_KEY,
  ORDER_STEP_STORAGE_KEY,
  ORDER_STORAGE_KEY,
} from '../storage/orderStorageKeys';
import { defaultOrderStorage } from './defaultOrderStorage';
import type { OrderStorage } from './orderStorage';

/** Removes the stored order, its step, its drafts and its owner (a result was reached, the value was bad, or it was not this patient's). */
export function clearOrder(storage?: OrderStorage): void {
  const target = storage ?? defaultOrderStorage();
  target?.removeItem(ORDER_STORAGE_KEY);
  target?.removeItem(ORDER_STEP_STORAGE_KEY);
  target?.removeItem(ORDER_DRAFTS_STORAGE_KEY);
  target?.removeItem(ORDER_OWNER_STORAGE_KEY);
}
