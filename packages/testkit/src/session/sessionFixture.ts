import type { ApiClient } from '@wizyta/core/client';
import type {
  InitTimeoutAction,
  KeycloakSource,
  Session,
  SessionClock,
  SessionState,
  StorageArea,
} from '@wizyta/core/session';
import { createMemoryStorage, createSession } from '@wizyta/core/session';
import type { SessionBackend } from './connectSessionBackend';
import { createFakePage, type FakePage } from './createFakePage';

/** The app's base URL in session tests (a brand base, to see that paths follow it). */
export const TEST_BASE_URL = 'http://localhost:8080/b/pzu/';

/** A session under test with its fake storages, cookies, page and every state it emitted. */
export interface SessionFixture {
  readonly session: Session<ApiClient>;
  readonly local: StorageArea;
  readonly sessionStorage: StorageArea;
  readonly cookieWrites: string[];
  readonly page: FakePage;
  readonly states: SessionState[];
}

/** Extra options of {@link createSessionFixture}. */
export interface FixtureOptions {
  readonly keycloak?: KeycloakSource;
  readonly local?: StorageArea;
  readonly sessionStorage?: StorageArea;
  readonly page?: FakePage;
  readonly clock?: SessionClock;
  readonly onInitTimeout?: InitTimeoutAction;
  readonly checkSso?: boolean;
}

/** A `keycloak` option for a sign-in that must not load keycloak-js: loading it fails the test. */
export function keycloakNeverLoaded(signIn: string): KeycloakSource {
  return () => {
    throw new Error(`${signIn} must not load keycloak-js`);
  };
}

/** Creates a session on the in-process backend with fake storages, cookies and page. */
export function createSessionFixture(backend: SessionBackend, options: FixtureOptions = {}): SessionFixture {
  const local = options.local ?? createMemoryStorage();
  const sessionStorage = options.sessionStorage ?? createMemoryStorage();
  const page = options.page ?? createFakePage();
  const cookieWrites: string[] = [];
  const session = createSession({
    config: backend.config,
    api: backend.api,
    storage: {
      local,
      session: sessionStorage,
      cookies: { read: () => 'wizyta.lang=pl; other=1', write: (c) => cookieWrites.push(c) },
    },
    page,
    baseUrl: TEST_BASE_URL,
    ...(options.keycloak ? { keycloak: options.keycloak } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onInitTimeout ? { onInitTimeout: options.onInitTimeout } : {}),
    ...(options.checkSso !== undefined ? { checkSso: options.checkSso } : {}),
  });
  const states: SessionState[] = [];
  session.subscribe((state) => states.push(state));
  return { session, local, sessionStorage, cookieWrites, page, states };
}

/** Every value of a storage, to check that no token was written. */
export function storageValues(storage: StorageArea): string[] {
  const values: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) values.push(`${key}=${storage.getItem(key)}`);
  }
  return values;
}
