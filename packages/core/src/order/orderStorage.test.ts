import { memoryStorage } from '@wizyta/testkit/order';
import { describe, expect, it } from 'vitest';
import type { Order } from '../schemas/order';
import {
  ORDER_DRAFTS_STORAGE_KEY,
  ORDER_STEP_STORAGE_KEY,
  ORDER_STORAGE_KEY,
} from '../storage/orderStorageKeys';
import { clearOrder } from './clearOrder';
import { loadOrder, readOrder, saveOrder } from './orderStorage';

const order: Order = {
  adultsCount: 1,
  childrenCount: 0,
  patients: [{ type: 'ADULT' }],
  appointmentType: 'CALL',
  forNfz: false,
};

describe('orderStorage', () => {
  it('saves and loads the order with its step', () => {
    const storage = memoryStorage();
    saveOrder({ ...order, email: 'jan@example.pl' }, storage, 'personal');
    expect(loadOrder(storage)).toEqual({ ...order, email: 'jan@example.pl' });
    expect(readOrder(storage)).toMatchObject({ step: 'personal', tampered: false });
  });
  it('writes only Order fields, never a token', () => {
    const storage = memoryStorage();
    saveOrder({ ...order, access_token: 'secret' } as Order, storage);
    expect(storage.items.get(ORDER_STORAGE_KEY)).not.toContain('secret');
  });
  it('returns null and removes a tampered or outdated value', () => {
    for (const raw of ['{not json', JSON.stringify({ ...order, adultsCount: -1 }), '"old"']) {
      const storage = memoryStorage();
      storage.setItem(ORDER_STORAGE_KEY, raw);
      storage.setItem(ORDER_STEP_STORAGE_KEY, 'payment');
      expect(readOrder(storage)).toEqual({ order: null, step: null, drafts: {}, tampered: true });
      expect(storage.items.size).toBe(0);
    }
  });
  it('an unknown step reads as search; nothing stored reads as null; clearOrder removes every key', () => {
    const storage = memoryStorage();
    expect(readOrder(storage)).toEqual({ order: null, step: null, drafts: {}, tampered: false });
    saveOrder(order, storage, 'personal', { personal: { email: 'a@b.pl' } });
    storage.setItem(ORDER_STEP_STORAGE_KEY, 'bogus');
    expect(readOrder(storage).step).toBe('search');
    clearOrder(storage);
    expect(storage.items.size).toBe(0);
  });
  it('reads the step forms as typed back with the order; anything but an object of forms reads as none', () => {
    const storage = memoryStorage();
    saveOrder(order, storage, 'personal', { personal: { email: 'a@b.pl' } });
    expect(readOrder(storage).drafts).toEqual({ personal: { email: 'a@b.pl' } });
    for (const raw of ['[1]', '"x"', '{not json', `{"a":"${'x'.repeat(70_000)}"}`]) {
      storage.setItem(ORDER_DRAFTS_STORAGE_KEY, raw);
      expect(readOrder(storage).drafts).toEqual({});
    }
  });
  it('does nothing without any storage (Node)', () => {
    expect(loadOrder()).toBeNull();
    expect(() => saveOrder(order)).not.toThrow();
  });
});
