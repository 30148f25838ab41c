import type { PageLifecycle } from './PageLifecycle';
import { FORCED_LOGOUT_THRESHOLD_MS, SESSION_KEYS } from './SESSION_KEYS';
import type { StorageArea } from './StorageArea';

/** The forced-logout rule of spec §4 over localStorage; see {@link trackForcedLogout}. */
export interface ForcedLogoutTracker {
  /** The flag is set and no login is in progress: the session must log the user out. */
  mustLogOut(): boolean;
  /** Whether the logging-in marker is set (a redirect to the IdP is under way). */
  isLoggingIn(): boolean;
  /** Sets the logging-in marker: call right before redirecting to the IdP. */
  markLoggingIn(): void;
  /** The login is over (back from the IdP, or abandoned): clears the marker and the flag. */
  loginSettled(): void;
  /** Clears the forced-logout flag (it has been acted on). */
  clearFlag(): void;
  /** Stops listening to the page. */
  dispose(): void;
}

/**
 * Starts the forced-logout rule of spec §4. On start-up: a back/forward load clears the
 * logging-in marker, and a last page unload {@link FORCED_LOGOUT_THRESHOLD_MS} or more ago sets
 * the forced-logout flag (a reload is quicker than that; coming back to a closed tab is not).
 * While running: every page leave records its time, and a page restored from the back/forward
 * cache clears the logging-in marker (the user came back from the IdP page with Back).
 */
export function trackForcedLogout(
  storage: StorageArea,
  lifecycle: PageLifecycle,
  now: () => number,
): ForcedLogoutTracker {
  const clearLoggingIn = () => storage.removeItem(SESSION_KEYS.loggingIn);
  if (lifecycle.isBackForwardLoad()) clearLoggingIn();

  const lastUnload = Number(storage.getItem(SESSION_KEYS.lastUnload));
  if (lastUnload > 0 && now() - lastUnload >= FORCED_LOGOUT_THRESHOLD_MS) {
    storage.setItem(SESSION_KEYS.forcedLogout, '1');
  }

  const stopLeave = lifecycle.onLeave(() => storage.setItem(SESSION_KEYS.lastUnload, String(now())));
  const stopRestore = lifecycle.onRestore(clearLoggingIn);
  const isLoggingIn = () => storage.getItem(SESSION_KEYS.loggingIn) !== null;

  return {
    mustLogOut: () => storage.getItem(SESSION_KEYS.forcedLogout) !== null && !isLoggingIn(),
    isLoggingIn,
    markLoggingIn: () => storage.setItem(SESSION_KEYS.loggingIn, '1'),
    loginSettled: () => {
      clearLoggingIn();
      storage.removeItem(SESSION_KEYS.forcedLogout);
    },
    clearFlag: () => storage.removeItem(SESSION_KEYS.forcedLogout),
    dispose: () => {
      stopLeave();
      stopRestore();
    },
  };
}
