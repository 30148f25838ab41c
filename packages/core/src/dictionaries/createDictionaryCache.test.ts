import { describe, expect, it } from 'vitest';
import { createDictionaryCache } from './createDictionaryCache';

describe('createDictionaryCache', () => {
  it('does not let a failed load that was cleared evict the newer load', async () => {
    const cache = createDictionaryCache();
    let fail!: (error: Error) => void;
    const first = cache.get('k', () => new Promise<number>((_, reject) => (fail = reject)));
    cache.clear();
    const second = cache.get('k', () => Promise.resolve(2));
    fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    let loads = 0;
    await expect(
      cache.get('k', () => {
        loads += 1;
        return Promise.resolve(3);
      }),
    ).resolves.toBe(2);
    expect(loads).toBe(0);
    await expect(second).resolves.toBe(2);
  });
});
