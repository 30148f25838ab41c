import { describe, expect, it } from 'vitest';
import { createClock } from '../createClock';
import { createGrowingWait } from './createGrowingWait';

const limit = { free: 1, firstWaitMs: 60_000, maxWaitMs: 3_600_000, windowMs: 24 * 3_600_000 };

describe('createGrowingWait', () => {
  it('full of live keys, makes new keys wait (fail closed) and forgets none (a flood cannot reset a wait)', () => {
    const clock = createClock();
    clock.set(new Date('2026-11-24T10:00:00Z'));
    const waits = createGrowingWait(clock, limit);
    waits.hit('attacker');
    waits.hit('attacker');
    expect(waits.retryAfter('attacker')).toBe(120);
    let refused = 0;
    for (let i = 0; i < 60_000; i += 1) {
      if (waits.retryAfter(`k${i}`) > 0) refused += 1;
      else waits.hit(`k${i}`);
    }
    expect(waits.size()).toBe(50_000);
    expect(refused).toBe(10_001);
    expect(waits.retryAfter('attacker')).toBe(120);
    // A new key waits until the first held key's day is over.
    expect(waits.retryAfter('owner')).toBe(24 * 3600);
    clock.advance(24 * 3_600_000);
    expect(waits.retryAfter('owner')).toBe(0);
  });
});
