import type { AppConfig } from '../config/configSchema';
import type { SmsPhoneNumber } from '../schemas/smsLogin';
import type { TokenResponse } from '../schemas/tokenResponse';
import type { KeycloakSource } from './KeycloakLike';
import type { PageLifecycle } from './PageLifecycle';
import type { RouteNavigation } from './returnRoute';
import type { SessionApi, SessionApiHooks } from './SessionApi';
import type { SessionClock } from './SessionClock';
import type { SessionListener, SessionMethod, SessionState } from './SessionState';
import type { SessionStorages } from './StorageArea';
import type { TabPresence } from './TabPresence';

/**
 * What to do when keycloak-js has not started after 10 s: `login` redirects to the IdP (the
 * portal: a top-level page can always sign in that way); `anonymous` resolves signed out with
 * `initTimedOut` set (a partner page, where the UI offers SMS login instead).
 */
export type InitTimeoutAction = 'login' | 'anonymous';

/** Options of {@link createSession}. */
export interface CreateSessionOptions<A extends SessionApi> {
  /** The start-up config: `keycloak` for SSO, `apiUrl` for the default API client. */
  readonly config: Pick<AppConfig, 'apiUrl' | 'keycloak'>;
  /** keycloak-js instance or factory; default `new Keycloak(config.keycloak)`, imported on first use. */
  readonly keycloak?: KeycloakSource;
  /**
   * Builds the API client the session calls (and exposes as `session.api`), given its hooks:
   * `(hooks) => createApiClient({ config, ...hooks })`, or a smaller client with the session's
   * calls (the widget's `createOperationsClient(BOOKING_CLIENT_OPERATIONS, …)`).
   */
  readonly api: (hooks: SessionApiHooks) => A;
  /** Storages to use and clear; defaults to the browser's, or memory where they are blocked. */
  readonly storage?: Partial<SessionStorages>;
  readonly clock?: SessionClock;
  /** The page's leave/restore hooks of the forced-logout rule; default the browser's. */
  readonly page?: PageLifecycle;
  /** Which other tabs of the app are open, for the forced-logout rule; default Web Locks. */
  readonly tabs?: TabPresence;
  /**
   * The app's base URL: `silent-check-sso.html` is loaded from it and logout returns to it.
   * Default `document.baseURI`.
   */
  readonly baseUrl?: string;
  /** Default `login`. */
  readonly onInitTimeout?: InitTimeoutAction;
  /**
   * `false`: `init()` does not look for an SSO session (no keycloak-js check-sso) and settles
   * anonymous at once. For an app framed by another site: the IdP refuses to be framed and
   * third-party cookies are usually blocked, so sign-in there goes through SMS login. Default true.
   */
  readonly checkSso?: boolean;
  /**
   * Where the IdP sends the browser back: `'route'` (default) the current address, as keycloak-js
   * does; `'base'` always `baseUrl` exactly, with the route noted in sessionStorage and put back on
   * return, so the realm can register exact redirect URIs (the portal).
   */
  readonly redirectTo?: 'route' | 'base';
  /** The page's address for `redirectTo: 'base'`; default the browser's. */
  readonly navigation?: RouteNavigation;
}

/**
 * One user's session: SSO through keycloak-js or SMS login, tokens in memory, the profile and
 * agreement state after login, logout, and the forced-logout rule. Subscribe to render it.
 */
export interface Session<A extends SessionApi> {
  /** The API client wired to this session's token and 401 handling. */
  readonly api: A;
  getState(): SessionState;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
  /**
   * Starts keycloak-js (check-sso) and applies the forced-logout rule; once signed in, loads
   * the profile. Idempotent: later calls return the first call's promise.
   */
  init(): Promise<SessionState>;
  /** Redirects to the IdP's login page, marking the login in progress. */
  login(): Promise<void>;
  /**
   * Sends the SMS code (`sms-login`), with the captcha's solution where the deployment has one;
   * rejects with the call's AppError (4001…, 4002 for a refused captcha).
   */
  startSmsLogin(phone: SmsPhoneNumber, captchaToken?: string): Promise<void>;
  /** Verifies the code and signs in with the tokens it returns; rejects with 4002, 4105… */
  verifySmsLogin(phone: SmsPhoneNumber, code: string): Promise<SessionState>;
  /**
   * Signs in with tokens obtained elsewhere (the widget's SSO popup hands its code exchange's
   * tokens to the flow frame): held in memory, refreshed and ended through `token/refresh` and
   * `token/logout` like an SMS session's, reported as `method`.
   */
  signInWithTokens(tokens: TokenResponse, method: SessionMethod): Promise<SessionState>;
  /**
   * The bearer token, refreshed when less than 5 s is left; `undefined` when signed out. A failed
   * refresh shows 4311, logs out and rejects with that AppError.
   */
  getToken(): Promise<string | undefined>;
  /**
   * The patient is active (typing in a long order): refreshes the token ahead of its expiry so a
   * session in use does not lapse; a failed refresh ends the session with 4311 like `getToken`.
   */
  keepAlive(): Promise<void>;
  /** The API answered 401: shows 4311 and logs out (when signed in). */
  handleUnauthorized(): void;
  /** Reloads profile and consents (after the agreements were accepted); failure: 4312, logout. */
  reloadProfile(): Promise<SessionState>;
  /** Clears the app's storage and tokens and ends the IdP session; never rejects (4867 is shown). */
  logout(): Promise<void>;
  /** Clears `lastError` once the UI has shown it. */
  dismissError(): void;
  /** Stops listening to the page. */
  dispose(): void;
}
