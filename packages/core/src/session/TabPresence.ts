/** Prefix of the lock each open document of the app holds (Web Locks are per origin, like storage). */
const TAB_LOCK_PREFIX = 'wizyta.tab.';

/**
 * Whether other documents of the app are open in this browser, for the forced-logout rule: a
 * start-up while another tab is open is not a return to a closed browser.
 */
export interface TabPresence {
  /** Resolves whether another document of the app holds its presence right now. */
  othersOpen(): Promise<boolean>;
  /** Holds this document's presence until the returned release is called or the document goes. */
  hold(): () => void;
}

/** No presence known (no Web Locks, Node, tests): every start-up judges by the unload time alone. */
export const NO_TAB_PRESENCE: TabPresence = {
  othersOpen: async () => false,
  hold: () => () => {},
};

interface LockManagerLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
  query(): Promise<{ held?: ReadonlyArray<{ name?: string }> }>;
}

/**
 * Presence through the Web Locks API: each open document holds a lock of its own until it goes,
 * and the browser releases it when the tab closes or crashes, whatever timers were doing. Chosen
 * over a heartbeat in storage, which background tabs throttle to once a minute (a live tab would
 * look closed), and over a BroadcastChannel ping, which a frozen background tab never answers.
 * Without Web Locks (an old browser) it is {@link NO_TAB_PRESENCE}.
 */
export function webLocksPresence(locks?: LockManagerLike): TabPresence {
  const manager =
    locks ??
    (typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks);
  if (!manager) return NO_TAB_PRESENCE;
  const mine = `${TAB_LOCK_PREFIX}${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  return {
    async othersOpen() {
      try {
        const { held = [] } = await manager.query();
        return held.some((lock) => lock.name?.startsWith(TAB_LOCK_PREFIX) && lock.name !== mine);
      } catch {
        return false;
      }
    },
    hold() {
      const release = new AbortController();
      manager
        .request(
          mine,
          { signal: release.signal },
          () =>
            new Promise<void>((resolve) => {
              release.signal.addEventListener('abort', () => resolve(), { once: true });
            }),
        )
        .catch(() => {
          // Aborted before it was granted, or refused (a sandboxed document): nothing is held.
        });
      return () => release.abort();
    },
  };
}
