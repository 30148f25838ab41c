import { memoryStorage } from '@wizyta/testkit/order';
import { describe, expect, it } from 'vitest';
import type { Order } from '../schemas/order';
import { ORDER_STEP_STORAGE_KEY, ORDER_STORAGE_KEY } from '../storage/orderStorageKeys';
import { saveOrder } from './orderStorage';
import { storedOrderId } from './storedOrderId';

const order: Order = {
  adultsCount: 1,
  childrenCount: 0,
  patients: [],
  appointmentType: 'CALL',
  forNfz: false,
};

describe('storedOrderId', () => {
  it('gives the id of an order saveOrder stored, and null before the order has one', () => {
    const storage = memoryStorage();
    expect(storedOrderId(storage)).toBeNull();
    saveOrder(order, storage, 'search');
    expect(storedOrderId(storage)).toBeNull();
    saveOrder({ ...order, id: 'held-1' }, storage, 'personal');
    expect(storedOrderId(storage)).toBe('held-1');
    expect(storage.items.size).toBe(2);
  });

  it('drops a value that is not an order with a readable id, and its step', () => {
    for (const raw of ['{not json', '[]', 'null', '"held-1"', '{"id":""}', '{"id":7}']) {
      const storage = memoryStorage();
      storage.setItem(ORDER_STORAGE_KEY, raw);
      storage.setItem(ORDER_STEP_STORAGE_KEY, 'payment');
      expect(storedOrderId(storage)).toBeNull();
      expect(storage.items.size).toBe(0);
    }
  });

  it('gives null without any storage (Node)', () => {
    expect(storedOrderId()).toBeNull();
  });
});
