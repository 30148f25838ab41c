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
    for (let i = 0; i < 110_000; i += 1) window.hit(`k${i}`);
    expect(window.size()).toBeLessThanOrEqual(100_000);
  });

  it('full of live windows, counts a new key at once (the least used windows make room) and keeps an over-limit window through a flood', () => {
    const clock = createClock();
    clock.set(new Date('2026-11-24T10:00:00Z'));
    const window = createSlidingWindow(clock, 3, 60_000, 100);
    for (let i = 0; i < 3; i += 1) expect(window.hit('attacker')).toBe(0);
    expect(window.hit('attacker')).toBe(60);
    clock.advance(1_000);
    for (let i = 0; i < 10_000; i += 1) window.hit(`k${i}`);
    expect(window.size()).toBeLessThanOrEqual(100);
    // A new owner is never refused for being new, and the attacker is still over its limit.
    expect(window.hit('owner')).toBe(0);
    expect(window.hit('attacker')).toBe(59);
  });
});
