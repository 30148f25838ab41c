import * as z from 'zod/mini';
import { type Order, OrderSchema } from '../schemas/order';
import { clearOrder } from './clearOrder';
import { defaultOrderStorage } from './defaultOrderStorage';
import { ORDER_STEP_STORAGE_KEY, ORDER_STORAGE_KEY } from './orderStorageKeys';

/** Where the patient is in the flow, as stored: the stepper ids plus the no-doctors notice. */
export const ORDER_STORED_STEPS = [
  'search',
  'order',
  'personal',
  'symptoms',
  'payment',
  'confirm',
  'result',
  'noDoctors',
] as const;
export type OrderStoredStep = (typeof ORDER_STORED_STEPS)[number];

/** The slice of the Web Storage API the order needs (sessionStorage, or a memory store in tests). */
export type OrderStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Outcome of {@link readOrder}: the order, or null with `tampered` when a stored value was dropped. */
export interface StoredOrder {
  readonly order: Order | null;
  readonly step: OrderStoredStep | null;
  readonly tampered: boolean;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads the stored order and step. A value that fails OrderSchema (tampered with, or written by an
 * older version) is removed with its step and reported as `tampered`, so the flow can restart at
 * search with a message instead of running on data it cannot trust.
 */
export function readOrder(storage: OrderStorage | undefined = defaultOrderStorage()): StoredOrder {
  const raw = storage?.getItem(ORDER_STORAGE_KEY);
  if (!storage || raw == null) return { order: null, step: null, tampered: false };
  const parsed = z.safeParse(OrderSchema, parseJson(raw));
  if (!parsed.success) {
    clearOrder(storage);
    return { order: null, step: null, tampered: true };
  }
  const step = storage.getItem(ORDER_STEP_STORAGE_KEY);
  const known = ORDER_STORED_STEPS.find((s) => s === step) ?? 'search';
  return { order: parsed.data, step: known, tampered: false };
}

/** The stored order, or null when there is none or it was invalid (and has just been removed). */
export function loadOrder(storage?: OrderStorage): Order | null {
  return readOrder(storage).order;
}

/**
 * Stores the order (and, when given, the step it reached). The order is parsed first, so only the
 * fields of spec §3 are written: anything else on the object (a token, say) is stripped.
 */
export function saveOrder(order: Order, storage?: OrderStorage, step?: OrderStoredStep): void {
  const target = storage ?? defaultOrderStorage();
  if (!target) return;
  const clean = z.parse(OrderSchema, order);
  target.setItem(ORDER_STORAGE_KEY, JSON.stringify(clean));
  if (step) target.setItem(ORDER_STEP_STORAGE_KEY, step);
}
