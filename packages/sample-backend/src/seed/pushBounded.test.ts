import { describe, expect, it } from 'vitest';
import { pushBounded } from './pushBounded';

describe('pushBounded', () => {
  it('keeps at most maxCount entries, the newest', () => {
    const list: number[] = [];
    for (let i = 0; i < 5; i += 1) pushBounded(list, i, { maxCount: 3, maxBytes: 1_000 });
    expect(list).toEqual([2, 3, 4]);
  });

  it('keeps at most maxBytes of JSON: large entries push out old ones long before the count does', () => {
    const list: string[] = [];
    pushBounded(list, 'small', { maxCount: 100, maxBytes: 95 });
    expect(pushBounded(list, 'x'.repeat(90), { maxCount: 100, maxBytes: 95 })).toBe(1);
    expect(list).toEqual(['x'.repeat(90)]);
    // An entry larger than the whole budget is not kept either.
    pushBounded(list, 'y'.repeat(200), { maxCount: 100, maxBytes: 95 });
    expect(list).toEqual([]);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const list: string[] = [];
    pushBounded(list, 'ą'.repeat(30), { maxCount: 10, maxBytes: 50 });
    expect(list).toEqual([]);
  });
});
