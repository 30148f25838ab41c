import * as z from 'zod/mini';
import { type Order, OrderSchema } from '../schemas/order';
import {
  ORDER_DRAFTS_STORAGE_KEY,
  ORDER_STEP_STORAGE_KEY,
  ORDER_STORAGE_KEY,
} from '../storage/orderStorageKeys';
import { clearOrder } from './clearOrder';
import { defaultOrderStorage } from './defaultOrderStorage';

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

/**
 * The step forms as typed, by form (`search`, `personal`…): unvalidated values each form checks
 * against its own shape when it reads them back (see the booking screens' `useDraft`).
 */
export type OrderDrafts = Readonly<Record<string, unknown>>;

/** Outcome of {@link readOrder}: the order, or null with `tampered` when a stored value was dropped. */
export interface StoredOrder {
  readonly order: Order | null;
  readonly step: OrderStoredStep | null;
  /** What was typed on the step forms, kept with the order; empty without one. */
  readonly drafts: OrderDrafts;
  readonly tampered: boolean;
}

/** Longest drafts value read back, as JSON text: a bigger one was not written by the flow. */
const MAX_DRAFTS_CHARS = 64 * 1024;

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
  if (!storage || raw == null) return { order: null, step: null, drafts: {}, tampered: false };
  const parsed = z.safeParse(OrderSchema, parseJson(raw));
  if (!parsed.success) {
    clearOrder(storage);
    return { order: null, step: null, drafts: {}, tampered: true };
  }
  const step = storage.getItem(ORDER_STEP_STORAGE_KEY);
  const known = ORDER_STORED_STEPS.find((s) => s === step) ?? 'search';
  return { order: parsed.data, step: known, drafts: readDrafts(storage), tampered: false };
}

function readDrafts(storage: OrderStorage): OrderDrafts {
  const raw = storage.getItem(ORDER_DRAFTS_STORAGE_KEY);
  const value = raw && raw.length <= MAX_DRAFTS_CHARS ? parseJson(raw) : undefined;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as OrderDrafts) : {};
}

/** The stored order, or null when there is none or it was invalid (and has just been removed). */
export function loadOrder(storage?: OrderStorage): Order | null {
  return readOrder(storage).order;
}

/**
 * Stores the order (and, when given, the step it reached and the step forms as typed). The order
 * is parsed first, so only the fields of spec §3 are written: anything else on the object (a
 * token, say) is stripped.
 */
export function saveOrder(
  order: Order,
  storage?: OrderStorage,
  step?: OrderStoredStep,
  drafts?: OrderDrafts,
): void {
  const target = storage ?? defaultOrderStorage();
  if (!target) return;
  const clean = z.parse(OrderSchema, order);
  target.setItem(ORDER_STORAGE_KEY, JSON.stringify(clean));
  if (step) target.setItem(ORDER_STEP_STORAGE_KEY, step);
  if (drafts) target.setItem(ORDER_DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
}
