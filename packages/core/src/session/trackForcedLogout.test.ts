import { createFakePage } from '@wizyta/testkit/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './createMemoryStorage';
import { SESSION_KEYS } from './SESSION_KEYS';
import { trackForcedLogout } from './trackForcedLogout';

const START = Date.UTC(2025, 0, 15, 9, 0, 0);
const now = () => Date.now();

describe('trackForcedLogout (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records the time of every page leave', () => {
    const storage = createMemoryStorage();
    const page = createFakePage();
    trackForcedLogout(storage, page, now);
    vi.advanceTimersByTime(1234);
    page.leave();
    expect(storage.getItem(SESSION_KEYS.lastUnload)).toBe(String(START + 1234));
  });

  it('sets the flag when the last unload was exactly 5000 ms ago', () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.lastUnload]: String(START - 5000) });
    const tracker = trackForcedLogout(storage, createFakePage(), now);
    expect(storage.getItem(SESSION_KEYS.forcedLogout)).toBe('1');
    expect(tracker.mustLogOut()).toBe(true);
  });

  it('does not set the flag after a quick reload (4999 ms)', () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.lastUnload]: String(START - 4999) });
    const tracker = trackForcedLogout(storage, createFakePage(), now);
    expect(storage.getItem(SESSION_KEYS.forcedLogout)).toBeNull();
    expect(tracker.mustLogOut()).toBe(false);
  });

  it('does not set the flag on a first visit (no unload recorded)', () => {
    const storage = createMemoryStorage();
    expect(trackForcedLogout(storage, createFakePage(), now).mustLogOut()).toBe(false);
  });

  it('a leave and a return after 5 s, in one run of fake time, sets the flag', () => {
    const storage = createMemoryStorage();
    const page = createFakePage();
    trackForcedLogout(storage, page, now).dispose();
    page.leave();
    expect(storage.getItem(SESSION_KEYS.lastUnload)).toBeNull(); // disposed: not listening
    trackForcedLogout(storage, page, now);
    page.leave();
    vi.advanceTimersByTime(5000);
    expect(trackForcedLogout(storage, createFakePage(), now).mustLogOut()).toBe(true);
  });

  it('exempts a login in progress, and settling the login clears marker and flag', () => {
    const storage = createMemoryStorage({
      [SESSION_KEYS.lastUnload]: String(START - 60_000),
      [SESSION_KEYS.loggingIn]: '1',
    });
    const tracker = trackForcedLogout(storage, createFakePage(), now);
    expect(tracker.isLoggingIn()).toBe(true);
    expect(tracker.mustLogOut()).toBe(false);
    tracker.loginSettled();
    expect(storage.getItem(SESSION_KEYS.loggingIn)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.forcedLogout)).toBeNull();
  });

  it('a back/forward load clears the logging-in marker, so the flag applies again', () => {
    const storage = createMemoryStorage({
      [SESSION_KEYS.lastUnload]: String(START - 60_000),
      [SESSION_KEYS.loggingIn]: '1',
    });
    const tracker = trackForcedLogout(storage, createFakePage(true), now);
    expect(tracker.isLoggingIn()).toBe(false);
    expect(tracker.mustLogOut()).toBe(true);
  });

  it('a page restored from the back/forward cache clears the logging-in marker', () => {
    const storage = createMemoryStorage();
    const page = createFakePage();
    const tracker = trackForcedLogout(storage, page, now);
    tracker.markLoggingIn();
    expect(tracker.isLoggingIn()).toBe(true);
    page.restore();
    expect(tracker.isLoggingIn()).toBe(false);
  });
});
