import { describe, expect, it } from 'vitest';
import { createClock } from '../createClock';
import { createGrowingWait } from './createGrowingWait';

const limit = { free: 1, firstWaitMs: 60_000, maxWaitMs: 3_600_000, windowMs: 24 * 3_600_000 };

describe('createGrowingWait', () => {
  it('full of live keys, lets a new key in at once (the least used keys make room) and keeps an over-limit wait through a flood', () => {
    const clock = createClock();
    clock.set(new Date('2026-11-24T10:00:00Z'));
    const waits = createGrowingWait(clock, limit, 100);
    waits.hit('attacker');
    waits.hit('attacker');
    for (let i = 0; i < 10_000; i += 1) if (waits.retryAfter(`k${i}`) === 0) waits.hit(`k${i}`);
    expect(waits.size()).toBeLessThanOrEqual(100);
    expect(waits.retryAfter('owner')).toBe(0);
    expect(waits.retryAfter('attacker')).toBe(120);
  });
});
