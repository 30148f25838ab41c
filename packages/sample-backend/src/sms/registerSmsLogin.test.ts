import { decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../auth/TokenResponse';
import { type Backend, createBackend } from '../createBackend';
import { solveCaptcha } from '../testing/solveCaptcha';

let backend: Backend;
let logged: string[];
const phone = { prefix: '+48', number: '500100200' };

function post(path: string, body: unknown): Promise<Response> {
  return backend.fetch(
    new Request(`http://localhost:8080/patient-portal/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** A POST to the SMS API from a client at `address` (its own limits). */
async function from(address: string, path: string, body: unknown): Promise<Response> {
  return backend.app.fetch(
    new Request(`http://localhost:8080/patient-portal/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { incoming: { socket: { remoteAddress: address } } as never },
  );
}

async function login(phoneNumber = phone): Promise<TokenResponse> {
  expect((await post('sms-login', { phoneNumber })).status).toBe(204);
  const response = await post('sms-login/verify', { phoneNumber, code: '123456' });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

beforeEach(async () => {
  logged = [];
  backend = await createBackend({ log: (line) => logged.push(line), devShortcuts: true });
});

describe('SMS login', () => {
  it('sends a code (printed on the console) and trades it for realm tokens', async () => {
    const response = await post('sms-login', { phoneNumber: phone });
    expect(response.status).toBe(204);
    // The log names the phone masked and not the seeded account's fixed code.
    expect(logged.join('\n')).toContain('+48 ••••••200');
    expect(logged.join('\n')).not.toMatch(/500100200|123456/);

    const verify = await post('sms-login/verify', { phoneNumber: phone, code: '123456' });
    expect(verify.status).toBe(200);
    const tokens = (await verify.json()) as TokenResponse;
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 300,
      refresh_expires_in: 1800,
      scope: 'openid profile email',
    });
    expect(typeof tokens.session_state).toBe('string');
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({
      alg: 'RS256',
      typ: 'at+jwt',
      kid: backend.ctx.key.kid,
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: backend.ctx.issuer,
      aud: 'urn:wizyta:api',
      sub: '7f3c2a10-5b1e-4c8a-9d01-000000000001',
      preferred_username: 'pacjent',
      realm_access: { roles: ['PATIENT'] },
    });
    expect(decodeJwt(tokens.refresh_token)).toMatchObject({ typ: 'Refresh', sid: tokens.session_state });
    await expect(backend.ctx.verifyAccessToken(tokens.access_token)).resolves.toEqual({
      sub: '7f3c2a10-5b1e-4c8a-9d01-000000000001',
      username: 'pacjent',
      deployment: 'root',
      roles: ['PATIENT'],
    });
  });

  it('signs in the doctor and the NFZ patient by their phones', async () => {
    const doctor = await login({ prefix: '+48', number: '500100201' });
    expect(decodeJwt(doctor.access_token).realm_access).toEqual({ roles: ['DOCTOR'] });
    const nfz = await login({ prefix: '+48', number: '500100204' });
    expect(decodeJwt(nfz.access_token).preferred_username).toBe('nfz');
  });

  it('gives an account with neither PATIENT nor DOCTOR no tokens for the right code (403/4103), a wrong one 4105 as anyone', async () => {
    const noRole = { prefix: '+48', number: '500100202' };
    expect((await post('sms-login', { phoneNumber: noRole })).status).toBe(204);
    const wrong = await post('sms-login/verify', { phoneNumber: noRole, code: '000000' });
    expect([wrong.status, ((await wrong.json()) as { code: number }).code]).toEqual([400, 4105]);
    const right = await post('sms-login/verify', { phoneNumber: noRole, code: '123456' });
    expect(right.status).toBe(403);
    const body = (await right.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 4103 });
    expect(body).not.toHaveProperty('access_token');
  });

  it("answers a phone nobody has exactly as a patient's: 204, then 400/4105 for the code", async () => {
    const unknown = { prefix: '+48', number: '600000000' };
    const [forUnknown, forPatient] = [
      await post('sms-login', { phoneNumber: unknown }),
      await post('sms-login', { phoneNumber: phone }),
    ];
    expect([forUnknown.status, forPatient.status]).toEqual([204, 204]);
    expect(await forUnknown.text()).toBe(await forPatient.text());
    const wrongForPatient = await post('sms-login/verify', { phoneNumber: phone, code: '000000' });
    const forNobody = await post('sms-login/verify', { phoneNumber: unknown, code: '000000' });
    expect([forNobody.status, wrongForPatient.status]).toEqual([400, 400]);
    expect(((await forNobody.json()) as { code: number }).code).toBe(4105);
    expect(((await wrongForPatient.json()) as { code: number }).code).toBe(4105);
    expect(logged.join('\n')).not.toContain('600000000');
  });

  it('marks the token answer no-store and takes a code only once', async () => {
    await post('sms-login', { phoneNumber: phone });
    const first = await post('sms-login/verify', { phoneNumber: phone, code: '123456' });
    expect(first.headers.get('cache-control')).toBe('no-store');
    const replay = await post('sms-login/verify', { phoneNumber: phone, code: '123456' });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 4105 });
  });

  it('answers 400 for a malformed phone', async () => {
    const response = await post('sms-login', { phoneNumber: { prefix: '48', number: 'abc' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 4001 });
    expect((await post('sms-login/verify', { code: '123456' })).status).toBe(400);
  });

  it('answers 400/4105 for a wrong code and still accepts the right one', async () => {
    await post('sms-login', { phoneNumber: phone });
    const wrong = await post('sms-login/verify', { phoneNumber: phone, code: '654321' });
    expect(wrong.status).toBe(400);
    const body = (await wrong.json()) as { code: number; message: string };
    expect(body.code).toBe(4105);
    expect(typeof body.message).toBe('string');
    expect((await post('sms-login/verify', { phoneNumber: phone, code: '123456' })).status).toBe(200);
  });

  it('answers 400/4105 when no code was sent or it expired', async () => {
    expect((await post('sms-login/verify', { phoneNumber: phone, code: '123456' })).status).toBe(400);
    await post('sms-login', { phoneNumber: phone });
    backend.clock.advance(5 * 60_000 + 1);
    const expired = await post('sms-login/verify', { phoneNumber: phone, code: '123456' });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 4105 });
  });

  it("stops an address after 5 wrong codes (429/4107, Retry-After); strangers on many addresses neither block the owner nor void the owner's code", async () => {
    const guess = (address: string, code: string) =>
      from(address, 'sms-login/verify', { phoneNumber: phone, code });
    expect((await from('198.51.100.20', 'sms-login', { phoneNumber: phone })).status).toBe(204);
    // From the network, the seeded account's code is a random one, printed on the console.
    const code = /: (\d{6})$/.exec(logged.at(-1) ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await guess('203.0.113.66', wrong)).status).toBe(400);
    const fifth = await guess('203.0.113.66', wrong);
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toMatchObject({ code: 4107 });
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Forty more addresses ask for codes and try wrong ones and the owner's own: nothing they do
    // reaches the code the owner asked for (past the phone's 10 codes a day, a send asks for a captcha).
    for (let i = 0; i < 40; i += 1) {
      const send = await from(`203.0.113.${100 + i}`, 'sms-login', { phoneNumber: phone });
      if (i < 9) expect(send.status).toBe(204);
      else expect([send.status, ((await send.json()) as { code: number }).code]).toEqual([400, 4108]);
      expect((await guess(`203.0.113.${100 + i}`, wrong)).status).toBe(400);
      expect((await guess(`203.0.113.${100 + i}`, code)).status).toBe(400);
    }
    expect((await guess('198.51.100.20', code)).status).toBe(200);
  });

  it("steps a phone up to a captcha past its day's codes, never a day-long 429: 12 networks × 5 sends, then the owner signs in after one proof of work", async () => {
    const answers = new Set<string>();
    for (let network = 0; network < 12; network += 1)
      for (let i = 0; i < 5; i += 1) {
        const send = await from(`2001:db8:0:${network}::${i + 1}`, 'sms-login', { phoneNumber: phone });
        answers.add(`${send.status} ${send.status === 204 ? '' : await send.text()}`);
      }
    expect([...answers].map((answer) => answer.slice(0, 3)).sort()).toEqual(['204', '400']);
    const owner = '198.51.100.20';
    const asked = await from(owner, 'sms-login', { phoneNumber: phone });
    const stepUp = await asked.text();
    expect([asked.status, JSON.parse(stepUp).code]).toEqual([400, 4108]);
    // A phone nobody has is answered alike.
    for (let i = 0; i < 10; i += 1)
      await from(`2001:db8:1:${i}::1`, 'sms-login', { phoneNumber: { prefix: '+48', number: '600000009' } });
    const nobody = await from(owner, 'sms-login', { phoneNumber: { prefix: '+48', number: '600000009' } });
    expect([nobody.status, await nobody.text()]).toEqual([400, stepUp]);
    const captchaToken = await solveCaptcha('http://localhost:8080', (url) =>
      backend.fetch(new Request(url as string)),
    );
    expect((await from(owner, 'sms-login', { phoneNumber: phone, captchaToken })).status).toBe(204);
    const code = /: (\d{6})$/.exec(logged.at(-1) ?? '')?.[1] ?? '';
    expect((await from(owner, 'sms-login/verify', { phoneNumber: phone, code })).status).toBe(200);
    // A spent solution is no solution.
    const again = await from(owner, 'sms-login', { phoneNumber: phone, captchaToken });
    expect(await again.json()).toMatchObject({ code: 4108 });
  });

  it('answers a phone nobody has byte for byte like a patient’s, through five wrong codes', async () => {
    const stranger = { prefix: '+48', number: '600000007' };
    const answers = async (phoneNumber: typeof phone) => {
      const start = await post('sms-login', { phoneNumber });
      const seen = [`${start.status} ${await start.text()}`];
      for (let i = 0; i < 6; i += 1) {
        const answer = await post('sms-login/verify', { phoneNumber, code: '000000' });
        seen.push(`${answer.status} ${answer.headers.get('retry-after') !== null} ${await answer.text()}`);
      }
      return seen;
    };
    const forPatient = await answers({ prefix: '+48', number: '500100205' });
    expect(await answers(stranger)).toEqual(forPatient);
    expect(forPatient.map((line) => line.slice(0, 3))).toEqual([
      '204',
      '400',
      '400',
      '400',
      '400',
      '429',
      '429',
    ]);
  });

  it('sends 5 codes per phone at once, then 429/4102 with a growing Retry-After; the code sent still signs in', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post('sms-login', { phoneNumber: phone })).status).toBe(204);
    const sent = logged.length;
    const sixth = await post('sms-login', { phoneNumber: phone });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: 4102 });
    expect(sixth.headers.get('retry-after')).toBe('60');
    expect(logged).toHaveLength(sent);
    expect((await post('sms-login/verify', { phoneNumber: phone, code: '123456' })).status).toBe(200);
    // Another phone is not affected; after the wait a new code goes, and the next wait is longer.
    expect((await post('sms-login', { phoneNumber: { prefix: '+48', number: '500100201' } })).status).toBe(
      204,
    );
    expect(logged).toHaveLength(sent + 1);
    backend.clock.advance(60_000);
    expect((await post('sms-login', { phoneNumber: phone })).status).toBe(204);
    expect(logged).toHaveLength(sent + 2);
    expect((await post('sms-login', { phoneNumber: phone })).headers.get('retry-after')).toBe('120');
  });
});

describe('token calls', () => {
  it('token/refresh rotates the refresh token and refuses the old one', async () => {
    const tokens = await login();
    const response = await post('token/refresh', { refreshToken: tokens.refresh_token });
    expect(response.status).toBe(200);
    const next = (await response.json()) as TokenResponse;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.session_state).toBe(tokens.session_state);
    expect(decodeJwt(next.access_token).realm_access).toEqual({ roles: ['PATIENT'] });

    const replay = await post('token/refresh', { refreshToken: tokens.refresh_token });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 4311 });
  });

  it('token/refresh answers 401/4311 for garbage, missing and expired refresh tokens', async () => {
    for (const body of [{ refreshToken: 'garbage' }, {}, { refreshToken: 'a.b.c' }]) {
      const response = await post('token/refresh', body);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 4311 });
    }
    const tokens = await login();
    backend.clock.advance(1801 * 1000);
    expect((await post('token/refresh', { refreshToken: tokens.refresh_token })).status).toBe(401);
  });

  it('token/refresh refuses an envelope signed by another realm key', async () => {
    const other = await createBackend({ log: () => {} });
    const account = other.ctx.accounts.byUsername('pacjent');
    if (!account) throw new Error('seeded account missing');
    const foreign = await other.ctx.tokens.issueFor(account);
    expect((await post('token/refresh', { refreshToken: foreign.refresh_token })).status).toBe(401);
  });

  it('token/logout revokes the session (204, idempotent)', async () => {
    const tokens = await login();
    expect((await post('token/logout', { refreshToken: tokens.refresh_token })).status).toBe(204);
    expect((await post('token/logout', { refreshToken: tokens.refresh_token })).status).toBe(204);
    expect((await post('token/refresh', { refreshToken: tokens.refresh_token })).status).toBe(401);
  });

  it('oauth2/token refreshes with grant_type refresh_token, as JSON or form', async () => {
    const tokens = await login();
    const json = await post('oauth2/token', {
      grant_type: 'refresh_token',
      client_id: 'wizyta-portal',
      refresh_token: tokens.refresh_token,
    });
    expect(json.status).toBe(200);
    const next = (await json.json()) as TokenResponse;
    const form = await backend.fetch(
      new Request('http://localhost:8080/patient-portal/api/oauth2/token', {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'wizyta-portal',
          refresh_token: next.refresh_token,
        }),
      }),
    );
    expect(form.status).toBe(200);
  });

  it('oauth2/token refuses other clients and grant types', async () => {
    const tokens = await login();
    const otherClient = await post('oauth2/token', {
      grant_type: 'refresh_token',
      client_id: 'x',
      refresh_token: tokens.refresh_token,
    });
    expect(otherClient.status).toBe(400);
    const password = await post('oauth2/token', { grant_type: 'password', client_id: 'wizyta-portal' });
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ code: 4000 });
  });
});
