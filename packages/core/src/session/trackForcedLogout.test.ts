import { createFakeLockManager, createFakePage } from '@wizyta/testkit/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../storage/SESSION_KEYS';
import { createMemoryStorage } from './createMemoryStorage';
import { markPaymentHandoff } from './paymentHandoff';
import { webLocksPresence } from './TabPresence';
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

  it('sets the flag when the last unload was exactly 5000 ms ago', async () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.lastUnload]: String(START - 5000) });
    const tracker = trackForcedLogout(storage, createFakePage(), now);
    await tracker.settled;
    expect(storage.getItem(SESSION_KEYS.forcedLogout)).toBe('1');
    expect(tracker.mustLogOut()).toBe(true);
  });

  it('does not set the flag after a quick reload (4999 ms)', async () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.lastUnload]: String(START - 4999) });
    const tracker = trackForcedLogout(storage, createFakePage(), now);
    await tracker.settled;
    expect(storage.getItem(SESSION_KEYS.forcedLogout)).toBeNull();
    expect(tracker.mustLogOut()).toBe(false);
  });

  it('does not set the flag on a first visit (no unload recorded)', async () => {
    const storage = createMemoryStorage();
    const tracker = trackForcedLogout(storage, createFakePage(), now);
    await tracker.settled;
    expect(tracker.mustLogOut()).toBe(false);
  });

  it('a leave and a return after 5 s, in one run of fake time, sets the flag', async () => {
    const storage = createMemoryStorage();
    const page = createFakePage();
    trackForcedLogout(storage, page, now).dispose();
    page.leave();
    expect(storage.getItem(SESSION_KEYS.lastUnload)).toBeNull(); // disposed: not listening
    trackForcedLogout(storage, page, now);
    page.leave();
    vi.advanceTimersByTime(5000);
    const back = trackForcedLogout(storage, createFakePage(), now);
    await back.settled;
    expect(back.mustLogOut()).toBe(true);
  });

  it('exempts a login in progress, and settling the login clears marker and flag', async () => {
    const storage = createMemoryStorage({
      [SESSION_KEYS.lastUnload]: String(START - 60_000),
      [SESSION_KEYS.loggingIn]: '1',
    });
    const tracker = trackForcedLogout(storage, createFakePage(), now);
    await tracker.settled;
    expect(tracker.isLoggingIn()).toBe(true);
    expect(tracker.mustLogOut()).toBe(false);
    tracker.loginSettled();
    expect(storage.getItem(SESSION_KEYS.loggingIn)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.forcedLogout)).toBeNull();
  });

  it('a back/forward load clears the logging-in marker, so the flag applies again', async () => {
    const storage = createMemoryStorage({
      [SESSION_KEYS.lastUnload]: String(START - 60_000),
      [SESSION_KEYS.loggingIn]: '1',
    });
    const tracker = trackForcedLogout(storage, createFakePage(true), now);
    await tracker.settled;
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

  describe('a closed browser, not an open one', () => {
    const away = () => ({ [SESSION_KEYS.lastUnload]: String(START - 60_000) });

    it('a start-up while another tab of the app is open is no return: no flag', async () => {
      const locks = createFakeLockManager();
      const local = createMemoryStorage(away());
      const first = trackForcedLogout(local, createFakePage(), now, { tabs: webLocksPresence(locks) });
      await first.settled;
      first.clearFlag();
      const second = trackForcedLogout(local, createFakePage(), now, { tabs: webLocksPresence(locks) });
      await second.settled;
      expect(second.mustLogOut()).toBe(false);
      expect(locks.held()).toHaveLength(2);
    });

    it('once every tab is closed, coming back 5 s later sets the flag', async () => {
      const locks = createFakeLockManager();
      const local = createMemoryStorage();
      const page = createFakePage();
      const tab = trackForcedLogout(local, page, now, { tabs: webLocksPresence(locks) });
      await tab.settled;
      page.leave();
      locks.closeAll();
      vi.advanceTimersByTime(5000);
      const back = trackForcedLogout(local, createFakePage(), now, { tabs: webLocksPresence(locks) });
      await back.settled;
      expect(back.mustLogOut()).toBe(true);
    });

    it('a page leaving for the back/forward cache gives up its presence and takes it back when restored', async () => {
      const locks = createFakeLockManager();
      const page = createFakePage();
      const tab = trackForcedLogout(createMemoryStorage(), page, now, { tabs: webLocksPresence(locks) });
      await tab.settled;
      expect(locks.held()).toHaveLength(1);
      page.leave();
      await vi.advanceTimersByTimeAsync(0);
      expect(locks.held()).toHaveLength(0);
      page.restore();
      await vi.advanceTimersByTimeAsync(0);
      expect(locks.held()).toHaveLength(1);
      tab.dispose();
      await vi.advanceTimersByTimeAsync(0);
      expect(locks.held()).toHaveLength(0);
    });

    it('a tab back from the payment gateway within 30 minutes is no return; its marker is used up', async () => {
      const local = createMemoryStorage(away());
      const session = createMemoryStorage();
      markPaymentHandoff(session, START - 20 * 60_000);
      const back = trackForcedLogout(local, createFakePage(), now, { session });
      await back.settled;
      expect(back.mustLogOut()).toBe(false);
      expect(session.getItem(SESSION_KEYS.paying)).toBeNull();
      const later = trackForcedLogout(local, createFakePage(), now, { session });
      await later.settled;
      expect(later.mustLogOut()).toBe(true);
    });

    it('a patient who abandoned the gateway and comes back after 30 minutes is a closed browser', async () => {
      const local = createMemoryStorage({ [SESSION_KEYS.lastUnload]: String(START - 31 * 60_000) });
      const session = createMemoryStorage();
      markPaymentHandoff(session, START - 31 * 60_000);
      const back = trackForcedLogout(local, createFakePage(), now, { session });
      await back.settled;
      expect(back.mustLogOut()).toBe(true);
      expect(session.getItem(SESSION_KEYS.paying)).toBeNull();
    });
  });
});
