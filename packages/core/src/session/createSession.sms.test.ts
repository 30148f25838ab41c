import {
  connectSessionBackend,
  createManualClock,
  createSessionFixture,
  keycloakNeverLoaded,
  NO_ROLE_PHONE,
  PATIENT_PHONE,
  type SessionBackend,
  SMS_CODE,
  storageValues,
} from '@wizyta/testkit/session';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';

let backend: SessionBackend;

// A fresh backend per test: SMS login is rate-limited per phone.
beforeEach(async () => {
  backend = await connectSessionBackend();
});

/** A session signed in as `pacjent` by SMS, with no keycloak-js ever loaded. */
async function signInBySms() {
  const clock = createManualClock();
  const fixture = createSessionFixture(backend, {
    clock,
    keycloak: keycloakNeverLoaded('SMS login'),
  });
  await fixture.session.startSmsLogin(PATIENT_PHONE);
  const state = await fixture.session.verifySmsLogin(PATIENT_PHONE, SMS_CODE);
  return { clock, state, ...fixture };
}

describe('createSession with SMS login (in-process sample backend, real API client)', () => {
  it('signs in without a redirect and loads the profile', async () => {
    const { state, session } = await signInBySms();
    expect(state).toMatchObject({ status: 'ready', authenticated: true, method: 'sms', roles: ['PATIENT'] });
    expect(state.profile?.firstName).toBe('Anna');
    expect(state.navigationProfile?.termsAccepted).toBe(true);
    await expect(session.getToken()).resolves.toMatch(/^ey/);
  });

  it('keeps the tokens in memory only', async () => {
    const fixture = await signInBySms();
    const token = await fixture.session.getToken();
    const stored = [
      ...storageValues(fixture.local),
      ...storageValues(fixture.sessionStorage),
      ...fixture.cookieWrites,
    ];
    expect(token).toBeTruthy();
    expect(stored.join('\n')).not.toContain(token);
    expect(JSON.stringify(fixture.states)).not.toContain(token);
  });

  it('refreshes through token/refresh only when less than 5 s is left, once for many callers', async () => {
    const { session, clock } = await signInBySms();
    const first = await session.getToken();
    const before = backend.countOf('/token/refresh');
    clock.advance(300_000 - 5001); // the sample access token lives 300 s
    await expect(session.getToken()).resolves.toBe(first);
    expect(backend.countOf('/token/refresh')).toBe(before);
    clock.advance(1);
    const [a, b] = await Promise.all([session.getToken(), session.getToken()]);
    expect(backend.countOf('/token/refresh')).toBe(before + 1);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    expect(session.getState().status).toBe('ready');
  });

  it('a failed refresh shows 4311 and logs out', async () => {
    const { session, clock } = await signInBySms();
    backend.override((request) =>
      request.url.endsWith('/token/refresh') ? Response.json({ code: 4311 }, { status: 401 }) : undefined,
    );
    try {
      clock.advance(300_000);
      await expect(session.getToken()).rejects.toMatchObject({ code: 4311 });
      await expect.poll(() => session.getState().status).toBe('anonymous');
      expect(session.getState().lastError?.code).toBe(4311);
      await expect(session.getToken()).resolves.toBeUndefined();
    } finally {
      backend.override(undefined);
    }
  });

  it('a 401 on a detail request refreshes the token once and retries before 4311 (spec §8)', async () => {
    const { session } = await signInBySms();
    const before = backend.countOf('/token/refresh');
    let refused = 0;
    // The first detail request is refused as if its token had just been revoked; the rest pass.
    backend.override((request) =>
      request.url.endsWith('/appointments/w-1001') && refused++ === 0
        ? new Response(null, { status: 401 })
        : undefined,
    );
    try {
      const visit = await session.api.getAppointment({ params: { id: 'w-1001' } });
      expect(visit.id).toBe('w-1001');
      expect(backend.countOf('/token/refresh')).toBe(before + 1);
      expect(backend.countOf('/appointments/w-1001')).toBe(2);
      expect(session.getState()).toMatchObject({ status: 'ready', lastError: null });
    } finally {
      backend.override(undefined);
    }
  });

  it('keepAlive refreshes a token that would lapse within a minute, and not one that would not', async () => {
    const { session, clock } = await signInBySms();
    const first = await session.getToken();
    const before = backend.countOf('/token/refresh');
    await session.keepAlive();
    expect(backend.countOf('/token/refresh')).toBe(before);
    clock.advance(300_000 - 59_000);
    await session.keepAlive();
    expect(backend.countOf('/token/refresh')).toBe(before + 1);
    expect(await session.getToken()).not.toBe(first);
  });

  it('a session that expires (4311) keeps the patient-bound order draft; a logout removes it', async () => {
    const fixture = await signInBySms();
    const { session, clock, sessionStorage } = fixture;
    sessionStorage.setItem('wizyta.order', '{"adultsCount":1}');
    sessionStorage.setItem('wizyta.orderOwner', 'p-1');
    sessionStorage.setItem('wizyta.somethingElse', 'x');
    backend.override((request) =>
      request.url.endsWith('/token/refresh') ? Response.json({ code: 4311 }, { status: 401 }) : undefined,
    );
    try {
      clock.advance(300_000);
      await session.keepAlive();
      await expect.poll(() => session.getState().status).toBe('anonymous');
      expect(session.getState().signedOutReason).toBe(4311);
      expect(sessionStorage.getItem('wizyta.order')).toBe('{"adultsCount":1}');
      expect(sessionStorage.getItem('wizyta.orderOwner')).toBe('p-1');
      expect(sessionStorage.getItem('wizyta.somethingElse')).toBeNull();
    } finally {
      backend.override(undefined);
    }
    await session.startSmsLogin(PATIENT_PHONE);
    await session.verifySmsLogin(PATIENT_PHONE, SMS_CODE);
    await session.logout();
    expect(sessionStorage.getItem('wizyta.order')).toBeNull();
  });

  it('a 401 from the API shows 4311 and logs out', async () => {
    const { session } = await signInBySms();
    backend.override((request) =>
      request.url.endsWith('/patient-profile') ? new Response(null, { status: 401 }) : undefined,
    );
    try {
      await session.reloadProfile();
      await expect.poll(() => session.getState().status).toBe('anonymous');
      expect(session.getState().lastError?.code).toBe(4311);
    } finally {
      backend.override(undefined);
    }
  });

  it('logout calls token/logout, forgets the tokens and clears storage', async () => {
    const fixture = await signInBySms();
    fixture.local.setItem('wizyta.forcedLogout', '1');
    fixture.sessionStorage.setItem('wizyta.order', '{}');
    const before = backend.countOf('/token/logout');
    await fixture.session.logout();
    expect(backend.countOf('/token/logout')).toBe(before + 1);
    expect(fixture.local.length + fixture.sessionStorage.length).toBe(0);
    expect(fixture.session.getState()).toMatchObject({ status: 'anonymous', method: null, lastError: null });
    await expect(fixture.session.getToken()).resolves.toBeUndefined();
  });

  it('a failing token/logout shows 4867 and still clears the local state', async () => {
    const fixture = await signInBySms();
    fixture.sessionStorage.setItem('wizyta.order', '{}');
    backend.override((request) =>
      request.url.endsWith('/token/logout') ? Response.json({}, { status: 500 }) : undefined,
    );
    try {
      await fixture.session.logout();
    } finally {
      backend.override(undefined);
    }
    expect(fixture.session.getState()).toMatchObject({
      status: 'anonymous',
      authenticated: false,
      profile: null,
    });
    expect(fixture.session.getState().lastError?.code).toBe(4867);
    expect(fixture.sessionStorage.length).toBe(0);
    await expect(fixture.session.getToken()).resolves.toBeUndefined();
  });

  it('a wrong code rejects with the AppError of the call and signs nobody in', async () => {
    const fixture = createSessionFixture(backend);
    await fixture.session.startSmsLogin(PATIENT_PHONE);
    const failure = await fixture.session.verifySmsLogin(PATIENT_PHONE, '000000').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(fixture.session.getState().authenticated).toBe(false);
  });

  it('a user without a role gets no session: the right code is refused with 4103', async () => {
    const fixture = createSessionFixture(backend);
    await fixture.session.startSmsLogin(NO_ROLE_PHONE);
    const failure = await fixture.session.verifySmsLogin(NO_ROLE_PHONE, SMS_CODE).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe(4103);
    expect(fixture.session.getState()).toMatchObject({ authenticated: false, roles: [] });
  });

  it('tokens without a role (from a backend that issues them) are logged out again with 4103', async () => {
    const fixture = createSessionFixture(backend);
    const anonymous = backend.api({ getToken: async () => undefined, onUnauthorized: () => {} });
    // The sample's sign-in link still hands an account with no role its tokens, as an IdP would.
    const tokens = await anonymous.exchangeLinkToken({ params: { id: 'bezroli', tokenId: 'link-bezroli' } });
    const before = backend.countOf('/token/logout');
    const state = await fixture.session.signInWithTokens(tokens, 'sms');
    expect(state).toMatchObject({ status: 'anonymous', authenticated: false, roles: [] });
    expect(state.lastError?.code).toBe(4103);
    expect(backend.countOf('/token/logout')).toBe(before + 1);
  });
});
