import {
  connectSessionBackend,
  createKeycloakDouble,
  createSessionFixture,
  DOCTOR_PHONE,
  fakeJwt,
  PATIENT_PHONE,
  type SessionBackend,
  storageValues,
  TEST_BASE_URL,
} from '@wizyta/testkit/session';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../schemas/tokenResponse';
import { SESSION_KEYS } from '../storage/SESSION_KEYS';

let backend: SessionBackend;
let patient: TokenResponse;

beforeAll(async () => {
  backend = await connectSessionBackend();
  patient = await backend.smsTokens(PATIENT_PHONE);
});

describe('createSession with keycloak-js (test double)', () => {
  it('starts keycloak-js in check-sso mode and loads profile and consents', async () => {
    const kc = createKeycloakDouble('authenticated', patient.access_token);
    const { session } = createSessionFixture(backend, { keycloak: kc });
    const state = await session.init();
    expect(kc.initCalls).toEqual([
      {
        onLoad: 'check-sso',
        pkceMethod: 'S256',
        silentCheckSsoRedirectUri: `${TEST_BASE_URL}silent-check-sso.html`,
        checkLoginIframe: false,
      },
    ]);
    expect(state).toMatchObject({ status: 'ready', authenticated: true, method: 'sso', roles: ['PATIENT'] });
    expect(state.profile?.firstName).toBe('Anna');
    expect(state.navigationProfile).toEqual({
      termsAccepted: true,
      consentsVersionChanged: false,
      showSubscriptionEndPopup: false,
      nfzActive: false,
    });
    expect(state.popups).toEqual(state.profile?.popups);
  });

  it('keeps tokens out of every storage and out of the state', async () => {
    const kc = createKeycloakDouble('authenticated', patient.access_token);
    const fixture = createSessionFixture(backend, { keycloak: kc });
    await fixture.session.init();
    const stored = [
      ...storageValues(fixture.local),
      ...storageValues(fixture.sessionStorage),
      ...fixture.cookieWrites,
    ];
    expect(stored.join('\n')).not.toContain(patient.access_token);
    expect(JSON.stringify(fixture.states)).not.toContain(patient.access_token);
  });

  it('refreshes with 5 s minimum validity on every getToken', async () => {
    const kc = createKeycloakDouble('authenticated', patient.access_token);
    const { session } = createSessionFixture(backend, { keycloak: kc });
    await session.init();
    kc.updateTokenCalls.length = 0;
    await expect(session.getToken()).resolves.toBe(patient.access_token);
    expect(kc.updateTokenCalls).toEqual([5]);
  });

  it('a failed refresh shows 4311, logs out, and the reason survives the IdP redirect', async () => {
    const kc = createKeycloakDouble('authenticated', patient.access_token);
    const fixture = createSessionFixture(backend, { keycloak: kc });
    await fixture.session.init();
    kc.failRefresh();
    await expect(fixture.session.getToken()).rejects.toMatchObject({ code: 4311 });
    await expect.poll(() => fixture.session.getState().status).toBe('leaving');
    expect(fixture.session.getState().lastError?.code).toBe(4311);
    expect(kc.logoutCalls).toEqual([{ redirectUri: TEST_BASE_URL }]);
    // keycloak-js dropped the tokens with the failed refresh; the logout still carries the ID
    // token as `id_token_hint`, so the IdP does not ask the patient to confirm.
    expect(kc.logoutIdTokens).toEqual([`id-token-for-${patient.access_token.slice(-8)}`]);
    expect(kc.token).toBeUndefined();
    await expect(fixture.session.getToken()).resolves.toBeUndefined();
    // Back from the IdP logout, in the same tab: the new page shows why.
    const again = createSessionFixture(backend, {
      keycloak: createKeycloakDouble('anonymous'),
      sessionStorage: fixture.sessionStorage,
    });
    const back = await again.session.init();
    expect(back.lastError?.code).toBe(4311);
    // …and keeps saying why until the patient chooses to sign in again.
    expect(back).toMatchObject({ status: 'anonymous', signedOutReason: 4311 });
    expect(fixture.sessionStorage.getItem(SESSION_KEYS.logoutReason)).toBeNull();
    again.session.dismissError();
    expect(again.session.getState().signedOutReason).toBe(4311);
    await again.session.login();
    expect(again.session.getState().signedOutReason).toBeNull();
  });

  it('a 401 from the API shows 4311 (not 4312) and logs out', async () => {
    const kc = createKeycloakDouble('authenticated', fakeJwt(['PATIENT']));
    const { session } = createSessionFixture(backend, { keycloak: kc });
    const state = await session.init();
    expect(state.status).toBe('leaving');
    expect(state.lastError?.code).toBe(4311);
    expect(kc.logoutCalls).toHaveLength(1);
  });

  it('logout clears wizyta.* and kc-callback-* storage and cookies, then ends the IdP session', async () => {
    const kc = createKeycloakDouble('authenticated', patient.access_token);
    const fixture = createSessionFixture(backend, { keycloak: kc });
    await fixture.session.init();
    fixture.local.setItem('kc-callback-123', '{}');
    fixture.local.setItem('partner.key', 'keep');
    fixture.sessionStorage.setItem('wizyta.order', '{"id":"1"}');
    await fixture.session.logout();
    expect(storageValues(fixture.local)).toEqual(['partner.key=keep']);
    expect(storageValues(fixture.sessionStorage)).toEqual([]);
    expect(fixture.cookieWrites).toContain('wizyta.lang=; Max-Age=0; Path=/');
    expect(kc.logoutCalls).toEqual([{ redirectUri: TEST_BASE_URL }]);
    expect(fixture.session.getState()).toMatchObject({
      status: 'leaving',
      authenticated: false,
      lastError: null,
    });
  });

  it('a failing IdP logout shows 4867 but the local state is cleared anyway', async () => {
    const kc = createKeycloakDouble('authenticated', patient.access_token);
    const fixture = createSessionFixture(backend, { keycloak: kc });
    await fixture.session.init();
    fixture.sessionStorage.setItem('wizyta.order', '{}');
    kc.failLogout();
    await fixture.session.logout();
    expect(fixture.session.getState()).toMatchObject({ status: 'anonymous', profile: null, roles: [] });
    expect(fixture.session.getState().lastError?.code).toBe(4867);
    expect(fixture.sessionStorage.length).toBe(0);
    expect(kc.token).toBeUndefined();
  });

  it('a user with neither PATIENT nor DOCTOR is reset and logged out with 4103, without loading anything', async () => {
    const kc = createKeycloakDouble('authenticated', fakeJwt(['offline_access']));
    const { session } = createSessionFixture(backend, { keycloak: kc });
    backend.paths.length = 0;
    const state = await session.init();
    expect(state).toMatchObject({ status: 'leaving', authenticated: false, roles: [] });
    expect(state.lastError?.code).toBe(4103);
    expect(kc.logoutCalls).toHaveLength(1);
    expect(backend.paths).toEqual([]);
  });

  it('a DOCTOR is signed in without a patient profile', async () => {
    const doctor = await backend.smsTokens(DOCTOR_PHONE);
    const { session } = createSessionFixture(backend, {
      keycloak: createKeycloakDouble('authenticated', doctor.access_token),
    });
    backend.paths.length = 0;
    const state = await session.init();
    expect(state).toMatchObject({
      status: 'ready',
      roles: ['DOCTOR'],
      profile: null,
      navigationProfile: null,
    });
    expect(backend.paths).toEqual([]);
  });

  it('failing to load the profile shows 4312 and logs out', async () => {
    const kc = createKeycloakDouble('authenticated', patient.access_token);
    const { session } = createSessionFixture(backend, { keycloak: kc });
    backend.override((request) =>
      request.url.endsWith('/patient-profile') ? Response.json({ code: 4212 }, { status: 400 }) : undefined,
    );
    try {
      const state = await session.init();
      expect(state.status).toBe('leaving');
      expect(state.lastError?.code).toBe(4312);
      expect(kc.logoutCalls).toHaveLength(1);
    } finally {
      backend.override(undefined);
    }
  });

  it('checkSso: false (a framed app) settles anonymous without asking keycloak-js', async () => {
    const kc = createKeycloakDouble('authenticated', patient.access_token);
    const { session } = createSessionFixture(backend, { keycloak: kc, checkSso: false });
    const state = await session.init();
    expect(state).toMatchObject({ status: 'anonymous', authenticated: false });
    expect(kc.initCalls).toEqual([]);
  });

  it('keycloak-js failing to start shows 4313 and stays signed out', async () => {
    const { session } = createSessionFixture(backend, { keycloak: createKeycloakDouble('fail') });
    const state = await session.init();
    expect(state).toMatchObject({ status: 'anonymous', authenticated: false });
    expect(state.lastError?.code).toBe(4313);
  });

  it('the IdP returning an OAuth error (a cancelled login) shows 4000 and stays signed out, no new redirect', async () => {
    const kc = createKeycloakDouble('idpError');
    const { session } = createSessionFixture(backend, { keycloak: kc });
    const state = await session.init();
    expect(state).toMatchObject({ status: 'anonymous', authenticated: false, signedOutReason: 4000 });
    expect(state.lastError?.code).toBe(4000);
    expect(kc.loginCalls).toBe(0);
  });

  it('login() marks the login in progress before redirecting', async () => {
    const kc = createKeycloakDouble('anonymous');
    const fixture = createSessionFixture(backend, { keycloak: () => kc });
    await fixture.session.init();
    await fixture.session.login();
    expect(kc.loginCalls).toBe(1);
    expect(fixture.local.getItem(SESSION_KEYS.loggingIn)).toBe('1');
  });
});
