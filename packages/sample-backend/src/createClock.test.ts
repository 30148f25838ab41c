import { describe, expect, it } from 'vitest';
import { createClock, offsetClock } from './createClock';

describe('offsetClock', () => {
  it('is the base clock itself without an offset', () => {
    const base = createClock();
    expect(offsetClock(base, 0)).toBe(base);
  });

  it('reads the base clock shifted, and setting or advancing it moves the base too', () => {
    const base = createClock();
    base.set(new Date('2026-11-27T12:00:00Z'));
    const shifted = offsetClock(base, 9 * 3600_000);
    expect(shifted.now().toISOString()).toBe('2026-11-27T21:00:00.000Z');
    shifted.advance(60_000);
    expect(base.now().toISOString()).toBe('2026-11-27T12:01:00.000Z');
    shifted.set(new Date('2026-11-28T06:55:00Z'));
    expect(base.now().toISOString()).toBe('2026-11-27T21:55:00.000Z');
    expect(shifted.now().toISOString()).toBe('2026-11-28T06:55:00.000Z');
  });
});
