import { SESSION_KEYS } from '../storage/SESSION_KEYS';
import type { PageLifecycle } from './PageLifecycle';
import { takePaymentHandoff } from './paymentHandoff';
import type { StorageArea } from './StorageArea';
import { FORCED_LOGOUT_THRESHOLD_MS } from './sessionTimeLimits';
import { NO_TAB_PRESENCE, type TabPresence } from './TabPresence';

/** The forced-logout rule of spec §4 over localStorage; see {@link trackForcedLogout}. */
export interface ForcedLogoutTracker {
  /** Resolves once the start-up has decided whether the browser was closed (see below). */
  readonly settled: Promise<void>;
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
  /** Stops listening to the page and gives up this document's presence. */
  dispose(): void;
}

/** Where the rule looks beyond localStorage. */
export interface ForcedLogoutSources {
  /** This tab's sessionStorage, where a leave for the payment gateway is noted. */
  readonly session?: StorageArea;
  /** Which other documents of the app are open (default: none known). */
  readonly tabs?: TabPresence;
}

/**
 * Starts the forced-logout rule of spec §4. Its intent: a patient who closed the browser is signed
 * out when they come back; one who merely reloaded, opened a second tab or went to pay is not.
 * On start-up the flag is set when the last page unload was {@link FORCED_LOGOUT_THRESHOLD_MS} or
 * more ago **and** the browser was really closed: no other document of the app is open (a second
 * tab shares the last-unload time, so the time alone would read it as a return) and this tab is
 * not back from the payment gateway (its own marker, see `markPaymentHandoff`). A back/forward
 * load clears the logging-in marker. While running: every page leave records its time, and a page
 * restored from the back/forward cache clears the logging-in marker (the user came back from the
 * IdP page with Back).
 */
export function trackForcedLogout(
  storage: StorageArea,
  lifecycle: PageLifecycle,
  now: () => number,
  sources: ForcedLogoutSources = {},
): ForcedLogoutTracker {
  const tabs = sources.tabs ?? NO_TAB_PRESENCE;
  const clearLoggingIn = () => storage.removeItem(SESSION_KEYS.loggingIn);
  if (lifecycle.isBackForwardLoad()) clearLoggingIn();

  const backFromPayment = sources.session ? takePaymentHandoff(sources.session, now()) : false;
  const lastUnload = Number(storage.getItem(SESSION_KEYS.lastUnload));
  const away = lastUnload > 0 && now() - lastUnload >= FORCED_LOGOUT_THRESHOLD_MS && !backFromPayment;

  let release: (() => void) | null = null;
  let disposed = false;
  const holdPresence = () => {
    if (!disposed && !release) release = tabs.hold();
  };
  const dropPresence = () => {
    release?.();
    release = null;
  };
  // Asked before this document holds its own presence, so it never counts itself.
  const settled = (away ? tabs.othersOpen() : Promise.resolve(true)).then((othersOpen) => {
    if (away && !othersOpen) storage.setItem(SESSION_KEYS.forcedLogout, '1');
    holdPresence();
  });

  const stopLeave = lifecycle.onLeave(() => {
    storage.setItem(SESSION_KEYS.lastUnload, String(now()));
    // A page kept in the back/forward cache is not open; it takes its presence back when restored.
    dropPresence();
  });
  const stopRestore = lifecycle.onRestore(() => {
    clearLoggingIn();
    holdPresence();
  });
  const isLoggingIn = () => storage.getItem(SESSION_KEYS.loggingIn) !== null;

  return {
    settled,
    mustLogOut: () => storage.getItem(SESSION_KEYS.forcedLogout) !== null && !isLoggingIn(),
    isLoggingIn,
    markLoggingIn: () => storage.setItem(SESSION_KEYS.loggingIn, '1'),
    loginSettled: () => {
      clearLoggingIn();
      storage.removeItem(SESSION_KEYS.forcedLogout);
    },
    clearFlag: () => storage.removeItem(SESSION_KEYS.forcedLogout),
    dispose: () => {
      disposed = true;
      stopLeave();
      stopRestore();
      dropPresence();
    },
  };
}
