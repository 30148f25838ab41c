import { AppError } from '../errors/AppError';
import { NO_ROLE_CODE, type Role } from '../schemas/ROLES';
import type { SmsPhoneNumber } from '../schemas/smsLogin';
import {
  ORDER_DRAFTS_STORAGE_KEY,
  ORDER_OWNER_STORAGE_KEY,
  ORDER_STEP_STORAGE_KEY,
  ORDER_STORAGE_KEY,
} from '../storage/orderStorageKeys';
import { SESSION_KEYS } from '../storage/SESSION_KEYS';
import { clearAppStorage } from './clearAppStorage';
import { defaultStorages } from './defaultStorages';
import type { KeycloakLike } from './KeycloakLike';
import type { loadKeycloak } from './loadKeycloak';
import { browserPageLifecycle } from './PageLifecycle';
import { type ProfileState, profileState } from './profileState';
import type { CreateSessionOptions, Session } from './Session';
import type { SessionApi, SessionApiHooks } from './SessionApi';
import { SYSTEM_CLOCK } from './SessionClock';
import { ANONYMOUS_STATE, type SessionListener, type SessionState } from './SessionState';
import { smsTokenSource } from './smsTokenSource';
import type { loginSso, rememberSsoRoute, SsoSessionParts, startSso } from './ssoStart';
import { webLocksPresence } from './TabPresence';
import type { TokenSource } from './TokenSource';
import { type ForcedLogoutTracker, trackForcedLogout } from './trackForcedLogout';

const SESSION_EXPIRED = 4311;

/** What createSession calls of its SSO half (ssoSession.ts, a chunk of its own). */
interface SsoHalf {
  readonly loadKeycloak: typeof loadKeycloak;
  readonly loginSso: typeof loginSso;
  readonly rememberSsoRoute: typeof rememberSsoRoute;
  readonly startSso: typeof startSso;
}
/** While the patient is active, the token is kept valid for at least this long (a refresh ahead). */
const KEEP_ALIVE_VALIDITY_S = 60;
/** sessionStorage keys a merely expired session keeps (see endSession). */
const KEPT_WHEN_EXPIRED = [
  ORDER_STORAGE_KEY,
  ORDER_STEP_STORAGE_KEY,
  ORDER_OWNER_STORAGE_KEY,
  ORDER_DRAFTS_STORAGE_KEY,
  SESSION_KEYS.returnTo,
];

function baseOf(options: { readonly baseUrl?: string }): URL {
  const base = options.baseUrl ?? (typeof document === 'undefined' ? undefined : document.baseURI);
  if (!base) throw new Error('createSession needs baseUrl outside a browser');
  return new URL('./', base);
}

/**
 * Creates the patient's session (spec §2 step 2, §4): SSO through keycloak-js in check-sso mode
 * or SMS login, tokens in memory only, refresh with 5 s minimum validity, 4311 and logout on a
 * failed refresh or a 401, the profile and agreements loaded after login (4312 and logout when
 * that fails; skipped for a user without the PATIENT role), logout clearing the app's storage,
 * and the forced-logout rule. Nothing touches the DOM or the network before `init` or a login.
 */
export function createSession<A extends SessionApi>(options: CreateSessionOptions<A>): Session<A> {
  const { config } = options;
  const clock = options.clock ?? SYSTEM_CLOCK;
  const storages = defaultStorages(options.storage);
  const base = baseOf(options);
  const listeners = new Set<SessionListener>();

  let state: SessionState = { ...ANONYMOUS_STATE, status: 'idle' };
  let source: TokenSource | null = null;
  // Bumped by every sign-in and sign-out, so that a late profile answer cannot revive a session.
  let generation = 0;
  let leaving: Promise<void> | null = null;
  let started: Promise<SessionState> | null = null;
  let tracker: ForcedLogoutTracker | null = null;
  let keycloak: Promise<KeycloakLike> | null = null;
  // The SSO half (ssoSession.ts: keycloak-js's start-up and login, the route kept across the IdP),
  // once loaded: an app that signs in by SMS only never loads it.
  let ssoHalf: SsoHalf | null = null;

  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  };
  const forcedLogout = () => {
    tracker ??= trackForcedLogout(storages.local, options.page ?? browserPageLifecycle(), clock.now, {
      session: storages.session,
      tabs: options.tabs ?? webLocksPresence(),
    });
    return tracker;
  };
  const loadSsoHalf = () =>
    import('./ssoSession').then(({ loadKeycloak, loginSso, rememberSsoRoute, startSso }) => {
      ssoHalf = { loadKeycloak, loginSso, rememberSsoRoute, startSso };
      return ssoHalf;
    });
  const sso = () => {
    keycloak ??= loadSsoHalf().then(({ loadKeycloak }) => loadKeycloak(config, options.keycloak));
    return keycloak;
  };

  const ssoParts: SsoSessionParts = {
    options,
    storage: storages.session,
    base,
    clock,
    keycloak: sso,
    forcedLogout,
    tracker: () => tracker,
    state: () => state,
    set,
    setSource: (next) => {
      source = next;
    },
    signIn,
    endSession,
    login,
  };

  const hooks: SessionApiHooks = { getToken, onUnauthorized: handleUnauthorized, refreshToken };
  const api = options.api(hooks);

  function endSession(error: AppError | null): Promise<void> {
    leaving ??= (async () => {
      generation += 1;
      const ending = source;
      source = null;
      // A session that merely expired (4311) keeps the patient-bound order draft and the route, so
      // the same patient signing in again is back where they were; the draft's owner
      // check keeps it from anyone else. Every other ending clears everything.
      const expired = error?.code === SESSION_EXPIRED;
      clearAppStorage(storages, expired ? KEPT_WHEN_EXPIRED : []);
      // (An SSO session came through the SSO half, which is loaded then.)
      if (expired && ending?.method === 'sso') ssoHalf?.rememberSsoRoute(ssoParts);
      // Survives the IdP logout redirect (same tab), so the reason is shown when the app is back.
      if (error && ending?.method === 'sso')
        storages.session.setItem(SESSION_KEYS.logoutReason, String(error.code));
      // The reason is known from the start of the leaving (the UI may dismiss `lastError` meanwhile).
      set({
        ...ANONYMOUS_STATE,
        status: 'leaving',
        lastError: error ?? state.lastError,
        signedOutReason: expired ? SESSION_EXPIRED : null,
      });
      try {
        await ending?.end();
        // An SSO logout is a redirect to the IdP: the page is on its way out, so the state stays
        // `leaving` (not settled). Turning `anonymous` here would let a guard start a login
        // redirect that overrides the logout navigation, and the IdP session would never end.
        if (ending?.method === 'sso') return;
      } catch (cause) {
        // After 4311 the IdP session is most likely gone already: a failing logout call adds
        // nothing the user can act on; every other logout reports 4867.
        if (error?.code === 4311) console.warn('[wizyta/session] logout after 4311 failed', cause);
        else set({ lastError: new AppError(4867, undefined, { cause }) });
      }
      set({ status: 'anonymous', signedOutReason: typeof error?.code === 'number' ? error.code : null });
    })().finally(() => {
      leaving = null;
    });
    return leaving;
  }

  async function loadProfile(roles: readonly Role[]): Promise<ProfileState> {
    // Decided: a DOCTOR has no patient profile; the guard then treats terms as accepted.
    if (!roles.includes('PATIENT')) return profileState(null, null);
    const [profile, consents] = await Promise.all([api.getPatientProfile(), api.getConsents()]);
    return profileState(profile, consents);
  }

  async function signIn(next: TokenSource, signedInByRedirect = false): Promise<SessionState> {
    generation += 1;
    const mine = generation;
    source = next;
    const roles = next.roles();
    set({
      ...ANONYMOUS_STATE,
      status: 'loading',
      method: next.method,
      roles,
      lastError: state.lastError,
      signedInByRedirect,
    });
    // Spec §2 step 2: a user with neither PATIENT nor DOCTOR is reset and logged out, told that
    // the sign-in failed (4103).
    if (roles.length === 0) {
      await endSession(new AppError(NO_ROLE_CODE));
      return state;
    }
    try {
      const loaded = await loadProfile(roles);
      if (mine === generation) set({ ...loaded, status: 'ready', authenticated: true });
    } catch (cause) {
      // A 401 or a failed refresh has already ended the session (with 4311): then mine is stale.
      if (mine === generation) await endSession(fail(4312, cause));
    }
    return state;
  }

  function fail(code: number, cause: unknown): AppError {
    return new AppError(code, undefined, { cause });
  }

  async function start(): Promise<SessionState> {
    const rule = forcedLogout();
    // Whether the browser was closed is known once the other tabs have been asked.
    await rule.settled;
    const reason = storages.session.getItem(SESSION_KEYS.logoutReason);
    storages.session.removeItem(SESSION_KEYS.logoutReason);
    set({
      status: 'starting',
      ...(reason ? { lastError: new AppError(Number(reason)), signedOutReason: Number(reason) } : {}),
    });
    if (options.checkSso === false) {
      rule.loginSettled();
      set({ ...ANONYMOUS_STATE, lastError: state.lastError, signedOutReason: state.signedOutReason });
      return state;
    }
    let half: SsoHalf;
    try {
      half = await loadSsoHalf();
    } catch (cause) {
      // As keycloak-js failing to load: 4982, "the SSO client could not be initialised" (spec §8).
      set({ ...ANONYMOUS_STATE, lastError: fail(4982, cause) });
      return state;
    }
    return half.startSso(ssoParts, rule);
  }

  async function login(): Promise<void> {
    try {
      await (await loadSsoHalf()).loginSso(ssoParts);
    } catch (cause) {
      tracker?.loginSettled();
      set({ lastError: fail(4313, cause) });
    }
  }

  async function keepAlive(): Promise<void> {
    const current = source;
    if (!current || leaving) return;
    try {
      await current.accessToken(KEEP_ALIVE_VALIDITY_S);
    } catch (cause) {
      if (current === source) void endSession(fail(SESSION_EXPIRED, cause));
    }
  }

  async function getToken(): Promise<string | undefined> {
    const current = source;
    if (!current) return undefined;
    try {
      return await current.accessToken();
    } catch (cause) {
      const error = fail(4311, cause);
      if (current === source) void endSession(error);
      throw error;
    }
  }

  async function refreshToken(): Promise<string | undefined> {
    const current = source;
    if (!current) return undefined;
    try {
      return await current.refreshNow();
    } catch (cause) {
      const error = fail(4311, cause);
      if (current === source) void endSession(error);
      throw error;
    }
  }

  function handleUnauthorized(): void {
    if (source && !leaving) void endSession(new AppError(4311));
  }

  return {
    api,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init() {
      started ??= start();
      return started;
    },
    login,
    async startSmsLogin(phone: SmsPhoneNumber, captchaToken?: string) {
      const phoneNumber = { prefix: phone.prefix, number: phone.number };
      await api.startSmsLogin({ body: { phoneNumber, ...(captchaToken ? { captchaToken } : {}) } });
    },
    async verifySmsLogin(phone: SmsPhoneNumber, code: string) {
      const phoneNumber = { prefix: phone.prefix, number: phone.number };
      const tokens = await api.verifySmsLogin({ body: { phoneNumber, code } });
      return signIn(smsTokenSource(tokens, api, clock.now));
    },
    signInWithTokens: (tokens, method) => signIn(smsTokenSource(tokens, api, clock.now, method)),
    getToken,
    keepAlive,
    handleUnauthorized,
    async reloadProfile() {
      const current = source;
      if (!current || state.status !== 'ready') return state;
      try {
        const loaded = await loadProfile(state.roles);
        if (current === source) set(loaded);
      } catch (cause) {
        if (current === source) await endSession(fail(4312, cause));
      }
      return state;
    },
    logout: () => endSession(null),
    dismissError: () => set({ lastError: null }),
    dispose() {
      tracker?.dispose();
      listeners.clear();
    },
  };
}
