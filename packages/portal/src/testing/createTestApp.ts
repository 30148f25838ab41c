import {
  type AppConfig,
  brandOf,
  createApiClient,
  createMemoryStorage,
  createMessages,
  createSession,
  type KeycloakLike,
  NO_PAGE_LIFECYCLE,
  parseConfig,
  SESSION_KEYS,
} from '@wizyta/core';
import { PHONES, type SeededUser, SMS_CODE, startInProcessBackend } from '@wizyta/testkit/backend';
import type { AppContextValue } from '../shared/AppContext';

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Who is signed in (by SMS); absent: nobody (keycloak-js check-sso answers "anonymous"). */
  readonly account?: SeededUser;
  /** The brand whose `config.json` the backend serves (`/b/<type>/config.json`). */
  readonly type?: string;
  /** Fields to override in that config (e.g. `{ maintenance: true }`). */
  readonly config?: Partial<AppConfig>;
  /** A logout reason left by the previous page (what the session stores before an IdP logout). */
  readonly logoutReason?: number;
  /** The portal runs in another site's frame (no SSO check; sign-in by SMS). */
  readonly framed?: boolean;
}

/** The app context of a test, and what the fake identity provider was asked to do. */
export interface TestApp {
  readonly app: AppContextValue;
  /** How many times keycloak-js's `login()` (the IdP redirect) was called. */
  readonly logins: () => number;
  /** The backend's fetch as a client on the network at `address` would reach it (its own limits). */
  readonly fetchFrom: (address: string, request: Request) => Promise<Response>;
}

/**
 * A real session and API client against a fresh in-process sample backend. keycloak-js itself is
 * replaced by a stand-in (the IdP is the boundary: a jsdom page cannot follow its redirects); a
 * signed-in user gets there through the backend's real SMS login.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const backend = await startInProcessBackend();
  const basePath = options.type ? `/b/${options.type}/` : '/';
  const response = await backend.fetch(new Request(`http://localhost:8080${basePath}config.json`));
  const config = parseConfig({ ...(await response.json()), ...options.config });
  let logins = 0;
  const keycloak = {
    init: async () => false,
    login: async () => {
      logins += 1;
    },
    logout: async () => {},
    updateToken: async () => false,
    clearToken: () => {},
    authenticated: false,
    token: undefined,
    tokenParsed: undefined,
  } satisfies KeycloakLike;
  const sessionStorage = createMemoryStorage();
  if (options.logoutReason !== undefined)
    sessionStorage.setItem(SESSION_KEYS.logoutReason, String(options.logoutReason));
  const session = createSession({
    config,
    keycloak,
    api: (hooks) => createApiClient({ config, ...hooks, fetch: backend.fetch, retryDelaysMs: [] }),
    storage: { local: createMemoryStorage(), session: sessionStorage },
    checkSso: !options.framed,
    page: NO_PAGE_LIFECYCLE,
    baseUrl: `http://localhost:8080${basePath}`,
  });
  if (options.account === 'bezroli') {
    // SMS login gives an account with no role no tokens (4103); a sign-in link still does, as the IdP would.
    const link = new Request('http://localhost:8080/patient-portal/api/token/bezroli/link-bezroli');
    await session.signInWithTokens(await (await backend.fetch(link)).json(), 'sms');
  } else if (options.account) {
    const phone = PHONES[options.account];
    await session.startSmsLogin(phone);
    await session.verifySmsLogin(phone, SMS_CODE);
  } else {
    await session.init();
  }
  const app: AppContextValue = {
    config,
    brand: brandOf(config.type),
    messages: createMessages('pl'),
    api: session.api,
    session,
    basePath,
    assetUrl: (path) => `${basePath}${path}`,
    ...(options.framed ? { framed: true } : {}),
  };
  const fetchFrom = async (address: string, request: Request) =>
    backend.app.fetch(request, { incoming: { socket: { remoteAddress: address } } as never });
  return { app, logins: () => logins, fetchFrom };
}
