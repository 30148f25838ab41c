import { describe, expect, it } from 'vitest';
import { createClock } from '../createClock';
import { createSlidingWindow } from './createSlidingWindow';

describe('createSlidingWindow', () => {
  it('slides: a hit leaves the window exactly windowMs after it was counted', () => {
    const clock = createClock();
    clock.set(new Date('2026-11-24T10:00:00Z'));
    const window = createSlidingWindow(clock, 2, 60_000);
    expect(window.hit('a')).toBe(0);
    clock.advance(30_000);
    expect(window.hit('a')).toBe(0);
    expect(window.hit('a')).toBe(30);
    clock.advance(30_000);
    expect(window.hit('a')).toBe(0);
    expect(window.hit('a')).toBe(30);
  });

  it('stays bounded under a flood of distinct keys', () => {
    const clock = createClock();
    clock.set(new Date('2026-11-24T10:00:00Z'));
    const window = createSlidingWindow(clock, 1, 60_000);
    for (let i = 0; i < 60_000; i += 1) window.hit(`k${i}`);
    expect(window.size()).toBeLessThanOrEqual(50_000);
  });

  it('full of live windows, refuses new keys until one expires and forgets none (a flood cannot reset a window)', () => {
    const clock = createClock();
    clock.set(new Date('2026-11-24T10:00:00Z'));
    const window = createSlidingWindow(clock, 1, 60_000);
    expect(window.hit('attacker')).toBe(0);
    expect(window.hit('attacker')).toBe(60);
    clock.advance(1_000);
    let refused = 0;
    for (let i = 0; i < 60_000; i += 1) if (window.hit(`k${i}`) > 0) refused += 1;
    expect(window.size()).toBe(50_000);
    expect(refused).toBe(10_001);
    // The window the flood meant to push out still counts; a new key waits for the first to expire.
    expect(window.hit('attacker')).toBe(59);
    expect(window.hit('owner')).toBe(59);
    // Checking a new key counts nothing and refuses nothing (a right SMS code is never held up).
    expect(window.retryAfter('owner')).toBe(0);
    clock.advance(59_000);
    expect(window.hit('owner')).toBe(0);
  });
});
