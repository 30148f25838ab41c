/**
 * The Web Locks calls the session's tab presence makes (`request` with a signal, `query`), for one
 * simulated browser: every document created with the same manager sees the others' locks. A
 * closed tab is `closeAll` on its locks or the abort of its signal, as the browser would release them.
 */
export interface FakeLockManager {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
  query(): Promise<{ held: Array<{ name: string }> }>;
  /** Names of the locks held now. */
  held(): string[];
  /** The browser quits: every lock is released. */
  closeAll(): void;
}

/** Builds a {@link FakeLockManager}. */
export function createFakeLockManager(): FakeLockManager {
  const held = new Map<string, () => void>();
  return {
    async request(name, { signal }, callback) {
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      let dropped: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        dropped = resolve;
      });
      held.set(name, dropped);
      await Promise.race([callback(), released]);
      held.delete(name);
    },
    async query() {
      return { held: [...held.keys()].map((name) => ({ name })) };
    },
    held: () => [...held.keys()],
    closeAll() {
      for (const drop of held.values()) drop();
      held.clear();
    },
  };
}
