import {
  connectSessionBackend,
  createFakePage,
  createKeycloakDouble,
  createSessionFixture,
  PATIENT_PHONE,
  type SessionBackend,
} from '@wizyta/testkit/session';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '../schemas/tokenResponse';
import { SESSION_KEYS } from '../storage/SESSION_KEYS';
import { createMemoryStorage } from './createMemoryStorage';

const START = Date.UTC(2025, 0, 15, 9, 0, 0);
let backend: SessionBackend;
let patient: TokenResponse;

beforeAll(async () => {
  backend = await connectSessionBackend();
  patient = await backend.smsTokens(PATIENT_PHONE);
});

function startAfterUnload(msAgo: number, extra: Record<string, string> = {}, backForward = false) {
  const kc = createKeycloakDouble('authenticated', patient.access_token);
  const local = createMemoryStorage({ [SESSION_KEYS.lastUnload]: String(Date.now() - msAgo), ...extra });
  const fixture = createSessionFixture(backend, { keycloak: kc, local, page: createFakePage(backForward) });
  return { kc, ...fixture };
}

describe('createSession start-up: the forced-logout rule of spec §4', () => {
  beforeEach(() => {
    // Only Date: the in-process backend and the client keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('last unload 5000 ms ago: the surviving SSO session is logged out', async () => {
    const { kc, session, local } = startAfterUnload(5000);
    const state = await session.init();
    expect(state).toMatchObject({ status: 'leaving', authenticated: false });
    expect(kc.logoutCalls).toHaveLength(1);
    expect(local.getItem(SESSION_KEYS.forcedLogout)).toBeNull();
  });

  it('last unload 4999 ms ago (a reload): the session is kept', async () => {
    const { kc, session, local } = startAfterUnload(4999);
    expect((await session.init()).status).toBe('ready');
    expect(kc.logoutCalls).toHaveLength(0);
    expect(local.getItem(SESSION_KEYS.forcedLogout)).toBeNull();
  });

  it('a login in progress is exempt, and the marker is cleared once back', async () => {
    const { kc, session, local } = startAfterUnload(60_000, { [SESSION_KEYS.loggingIn]: '1' });
    expect(await session.init()).toMatchObject({ status: 'ready', signedInByRedirect: true });
    expect(kc.logoutCalls).toHaveLength(0);
    expect(local.getItem(SESSION_KEYS.loggingIn)).toBeNull();
    expect(local.getItem(SESSION_KEYS.forcedLogout)).toBeNull();
    await session.logout();
    expect(session.getState().signedInByRedirect).toBe(false);
  });

  it('a session found signed in at start-up (a reload) was not signed in by a redirect', async () => {
    const { session } = startAfterUnload(1000);
    expect(await session.init()).toMatchObject({ status: 'ready', signedInByRedirect: false });
  });

  it('a back/forward load clears the logging-in marker, so the flag logs out', async () => {
    const { kc, session } = startAfterUnload(60_000, { [SESSION_KEYS.loggingIn]: '1' }, true);
    expect((await session.init()).status).toBe('leaving');
    expect(kc.logoutCalls).toHaveLength(1);
  });

  it('a page restored from the back/forward cache clears the marker set by login()', async () => {
    const kc = createKeycloakDouble('anonymous');
    const fixture = createSessionFixture(backend, { keycloak: kc });
    await fixture.session.init();
    await fixture.session.login();
    expect(fixture.local.getItem(SESSION_KEYS.loggingIn)).toBe('1');
    fixture.page.restore();
    expect(fixture.local.getItem(SESSION_KEYS.loggingIn)).toBeNull();
  });

  it('the set flag clears storage even with no SSO session to end', async () => {
    const kc = createKeycloakDouble('anonymous');
    const local = createMemoryStorage({ [SESSION_KEYS.lastUnload]: String(START - 10_000) });
    const sessionStorage = createMemoryStorage({ 'wizyta.order': '{}' });
    const fixture = createSessionFixture(backend, { keycloak: kc, local, sessionStorage });
    expect((await fixture.session.init()).status).toBe('anonymous');
    expect(sessionStorage.length).toBe(0);
    expect(kc.logoutCalls).toHaveLength(0);
  });

  it('records the page leave time for the next start-up', async () => {
    const fixture = createSessionFixture(backend, { keycloak: createKeycloakDouble('anonymous') });
    await fixture.session.init();
    fixture.page.leave();
    expect(fixture.local.getItem(SESSION_KEYS.lastUnload)).toBe(String(START));
  });
});

describe('createSession start-up: keycloak-js that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 10 s and redirects to the login page', async () => {
    const kc = createKeycloakDouble('never');
    const fixture = createSessionFixture(backend, { keycloak: kc });
    const started = fixture.session.init();
    await vi.advanceTimersByTimeAsync(9999);
    expect(fixture.session.getState().status).toBe('starting');
    await vi.advanceTimersByTimeAsync(1);
    const state = await started;
    expect(state).toMatchObject({ status: 'anonymous', initTimedOut: true });
    await vi.waitFor(() => expect(kc.loginCalls).toBe(1));
    expect(fixture.local.getItem(SESSION_KEYS.loggingIn)).toBe('1');
  });

  it("with onInitTimeout 'anonymous' resolves signed out without a redirect", async () => {
    const kc = createKeycloakDouble('never');
    const fixture = createSessionFixture(backend, { keycloak: kc, onInitTimeout: 'anonymous' });
    const started = fixture.session.init();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await started).toMatchObject({ status: 'anonymous', initTimedOut: true });
    expect(kc.loginCalls).toBe(0);
  });

  it('does not redirect again when the timeout hits right after coming back from the IdP', async () => {
    const kc = createKeycloakDouble('never');
    const local = createMemoryStorage({ [SESSION_KEYS.loggingIn]: '1' });
    const fixture = createSessionFixture(backend, { keycloak: kc, local });
    const started = fixture.session.init();
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await started).initTimedOut).toBe(true);
    expect(kc.loginCalls).toBe(0);
    expect(local.getItem(SESSION_KEYS.loggingIn)).toBeNull();
  });
});
