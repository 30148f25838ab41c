import { ORDER_STORAGE_KEY } from '@wizyta/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instanceStorage } from './instanceStorage';

describe('instanceStorage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("keeps each instance's keys apart in the one sessionStorage", () => {
    const first = instanceStorage('wizyta-1');
    const second = instanceStorage('insurer');
    first?.setItem(ORDER_STORAGE_KEY, '{"a":1}');
    second?.setItem(ORDER_STORAGE_KEY, '{"b":2}');
    expect(first?.getItem(ORDER_STORAGE_KEY)).toBe('{"a":1}');
    expect(second?.getItem(ORDER_STORAGE_KEY)).toBe('{"b":2}');
    expect(sessionStorage.getItem(`${ORDER_STORAGE_KEY}@insurer`)).toBe('{"b":2}');
    expect(sessionStorage.getItem(ORDER_STORAGE_KEY)).toBeNull();
    first?.removeItem(ORDER_STORAGE_KEY);
    expect(second?.getItem(ORDER_STORAGE_KEY)).toBe('{"b":2}');
  });

  it('is undefined where the browser gives the frame no storage (the flow then says nothing is kept)', () => {
    // Chromium blocking third-party cookies without storage partitioning: reading the property throws.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(instanceStorage('wizyta-1')).toBeUndefined();
  });
});
