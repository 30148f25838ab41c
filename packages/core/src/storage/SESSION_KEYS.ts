/** Prefix of every storage key and cookie name the app sets (DESIGN.md "Names"). */
export const APP_STORAGE_PREFIX = 'wizyta.';

/** Prefix of keycloak-js's short-lived login callback state (localStorage, or cookies as fallback). */
export const KEYCLOAK_CALLBACK_PREFIX = 'kc-callback-';

/** The storage keys of the session: markers only, never a token or personal data. */
export const SESSION_KEYS = {
  /** localStorage: epoch ms of the last page unload (spec §4). */
  lastUnload: 'wizyta.lastUnload',
  /** localStorage: `'1'` when the next start-up must log the user out (spec §4). */
  forcedLogout: 'wizyta.forcedLogout',
  /** localStorage: `'1'` from the redirect to the IdP until the app is back (spec §4). */
  loggingIn: 'wizyta.loggingIn',
  /**
   * sessionStorage (this tab only): when the tab's leave for the payment gateway stops counting
   * (epoch ms), so the return is not taken for a closed browser. No personal data, not even the visit.
   */
  paying: 'wizyta.paying',
  /**
   * sessionStorage: the error code that ended the last session (4311, 4312), written after the
   * storages are cleared so that it survives the IdP logout redirect and is shown on return.
   */
  logoutReason: 'wizyta.logoutReason',
  /**
   * sessionStorage: the route (path and query) to go back to when the IdP returns to the app's
   * exact base URL (no wildcard redirect URIs).
   */
  returnTo: 'wizyta.returnTo',
} as const;
