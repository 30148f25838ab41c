import { AppError } from '../errors/AppError';
import { initKeycloak, type SsoInitOutcome } from './initKeycloak';
import type { KeycloakLike } from './KeycloakLike';
import { browserNavigation, type RouteNavigation, rememberRoute, restoreRoute } from './returnRoute';
import type { CreateSessionOptions } from './Session';
import type { SessionApi } from './SessionApi';
import type { SessionClock } from './SessionClock';
import { ANONYMOUS_STATE, type SessionState } from './SessionState';
import type { StorageArea } from './StorageArea';
import { ssoTokenSource } from './ssoTokenSource';
import type { TokenSource } from './TokenSource';
import type { ForcedLogoutTracker } from './trackForcedLogout';

/** Spec §8 4000, "login error": the IdP returned to the app with an OAuth error instead of a code. */
const LOGIN_ERROR = 4000;

/** keycloak-js rejects its start-up with `{ error, error_description }` when the IdP returned an OAuth error. */
function isOAuthError(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && 'error' in cause && typeof cause.error === 'string';
}

function fail(code: number, cause: unknown): AppError {
  return new AppError(code, undefined, { cause });
}

/**
 * What the session's SSO half needs of the session createSession builds: its options and state,
 * and the steps it shares with SMS login (signing in, ending the session).
 */
export interface SsoSessionParts {
  readonly options: Pick<CreateSessionOptions<SessionApi>, 'redirectTo' | 'navigation' | 'onInitTimeout'>;
  /** sessionStorage, where the route waits for the IdP's return. */
  readonly storage: StorageArea;
  readonly base: URL;
  readonly clock: SessionClock;
  /** The session's keycloak-js instance (loaded once). */
  keycloak(): Promise<KeycloakLike>;
  /** The forced-logout rule (made on first use), and the one made so far. */
  forcedLogout(): ForcedLogoutTracker;
  tracker(): ForcedLogoutTracker | null;
  state(): SessionState;
  set(patch: Partial<SessionState>): void;
  setSource(source: TokenSource): void;
  signIn(source: TokenSource, signedInByRedirect: boolean): Promise<SessionState>;
  endSession(error: AppError | null): Promise<void>;
  login(): Promise<void>;
}

/** The page's address when the IdP returns to the base (`redirectTo: 'base'`), else undefined. */
function navigationOf(session: SsoSessionParts): RouteNavigation | undefined {
  const { options } = session;
  return options.redirectTo === 'base' ? (options.navigation ?? browserNavigation()) : undefined;
}

/** Notes the patient's route before the IdP is asked, when the IdP returns to the base. */
export function rememberSsoRoute(session: SsoSessionParts): void {
  const navigation = navigationOf(session);
  if (navigation) rememberRoute(session.storage, navigation, session.base);
}

/**
 * The session's SSO start-up (`init()` with check-sso): keycloak-js's check-sso under the
 * forced-logout rule `rule`, then signed in, signed out, or logged out at the IdP.
 */
export async function startSso(session: SsoSessionParts, rule: ForcedLogoutTracker): Promise<SessionState> {
  const { storage, base, clock } = session;
  const navigation = navigationOf(session);
  let kc: KeycloakLike;
  try {
    kc = await session.keycloak();
  } catch (cause) {
    // 4982 also stands for "the SSO client could not be initialised" (spec §8).
    session.set({ ...ANONYMOUS_STATE, lastError: fail(4982, cause) });
    return session.state();
  }
  let outcome: SsoInitOutcome;
  try {
    if (navigation) rememberRoute(storage, navigation, base);
    outcome = await initKeycloak(
      kc,
      new URL('silent-check-sso.html', base).href,
      clock,
      undefined,
      navigation ? base.href : undefined,
    );
    if (navigation) restoreRoute(storage, navigation, base);
  } catch (cause) {
    rule.loginSettled();
    if (isOAuthError(cause)) {
      // The IdP answered the login with an error (the patient cancelled, or was refused): a
      // login error (4000) to say so on the page they were going to, not another redirect to
      // the IdP straight away.
      if (navigation) restoreRoute(storage, navigation, base);
      session.set({ ...ANONYMOUS_STATE, lastError: fail(LOGIN_ERROR, cause), signedOutReason: LOGIN_ERROR });
    } else session.set({ ...ANONYMOUS_STATE, lastError: fail(4313, cause) });
    return session.state();
  }
  if (outcome === 'timeout') {
    // Back from the IdP yet still no answer: redirecting again would loop, so stay signed out.
    const redirect = (session.options.onInitTimeout ?? 'login') === 'login' && !rule.isLoggingIn();
    rule.loginSettled();
    session.set({ ...ANONYMOUS_STATE, initTimedOut: true, lastError: session.state().lastError });
    if (redirect) void session.login();
    return session.state();
  }
  const mustLogOut = rule.mustLogOut();
  const backFromLogin = rule.isLoggingIn();
  rule.loginSettled();
  if (mustLogOut) {
    // Spec §4: the tab was closed 5 s or more ago; an IdP session that survived is ended too.
    if (outcome === 'authenticated') session.setSource(ssoTokenSource(kc, base.href));
    await session.endSession(null);
    return session.state();
  }
  if (outcome === 'anonymous') {
    const { lastError, signedOutReason } = session.state();
    session.set({ ...ANONYMOUS_STATE, lastError, signedOutReason });
    return session.state();
  }
  return session.signIn(ssoTokenSource(kc, base.href), backFromLogin);
}

/** The session's SSO login: keycloak-js's redirect to the IdP (4313 when it cannot start). */
export async function loginSso(session: SsoSessionParts): Promise<void> {
  try {
    const kc = await session.keycloak();
    session.forcedLogout().markLoggingIn();
    // Only a real change notifies listeners: a guard reacting to every state would call login again.
    if (session.state().signedOutReason !== null) session.set({ signedOutReason: null });
    if (navigationOf(session)) {
      rememberSsoRoute(session);
      await kc.login({ redirectUri: session.base.href });
    } else await kc.login();
  } catch (cause) {
    session.tracker()?.loginSettled();
    session.set({ lastError: fail(4313, cause) });
  }
}
