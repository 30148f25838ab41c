import {
  connectSessionBackend,
  createManualClock,
  createSessionFixture,
  keycloakNeverLoaded,
  PATIENT_PHONE,
  type SessionBackend,
  SMS_CODE,
  storageValues,
} from '@wizyta/testkit/session';
import { beforeEach, describe, expect, it } from 'vitest';

let backend: SessionBackend;

beforeEach(async () => {
  backend = await connectSessionBackend();
});

describe('createSession.signInWithTokens (tokens an SSO popup handed over; in-process sample backend)', () => {
  it('signs in as the method named, keeps the tokens in memory, refreshes through token/refresh and ends with token/logout', async () => {
    // Tokens obtained without this session (as the widget's popup obtains them at the IdP).
    const issuer = createSessionFixture(backend);
    await issuer.session.api.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } });
    const tokens = await issuer.session.api.verifySmsLogin({
      body: { phoneNumber: PATIENT_PHONE, code: SMS_CODE },
    });

    const clock = createManualClock();
    const fixture = createSessionFixture(backend, {
      clock,
      keycloak: keycloakNeverLoaded('handed tokens'),
    });
    const state = await fixture.session.signInWithTokens(tokens, 'sso');
    expect(state).toMatchObject({ status: 'ready', authenticated: true, method: 'sso', roles: ['PATIENT'] });
    await expect(fixture.session.getToken()).resolves.toBe(tokens.access_token);
    const stored = [
      ...storageValues(fixture.local),
      ...storageValues(fixture.sessionStorage),
      ...fixture.cookieWrites,
    ];
    expect(stored.join('\n')).not.toContain(tokens.access_token);

    const refreshes = backend.countOf('/token/refresh');
    clock.advance(tokens.expires_in * 1000);
    await expect(fixture.session.getToken()).resolves.not.toBe(tokens.access_token);
    expect(backend.countOf('/token/refresh')).toBe(refreshes + 1);

    const logouts = backend.countOf('/token/logout');
    await fixture.session.logout();
    expect(backend.countOf('/token/logout')).toBe(logouts + 1);
    await expect(fixture.session.getToken()).resolves.toBeUndefined();
  });
});
