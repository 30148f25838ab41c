import type { PageLifecycle } from '@wizyta/core/session';

/** A scripted page: tests fire `leave` and `restore` by hand and choose the navigation type. */
export interface FakePage extends PageLifecycle {
  leave(): void;
  restore(): void;
  backForward: boolean;
}

/** Builds a {@link FakePage}. */
export function createFakePage(backForward = false): FakePage {
  const leaveListeners = new Set<() => void>();
  const restoreListeners = new Set<() => void>();
  const page: FakePage = {
    backForward,
    onLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
    onRestore(listener) {
      restoreListeners.add(listener);
      return () => restoreListeners.delete(listener);
    },
    isBackForwardLoad: () => page.backForward,
    leave: () => {
      for (const listener of leaveListeners) listener();
    },
    restore: () => {
      for (const listener of restoreListeners) listener();
    },
  };
  return page;
}
