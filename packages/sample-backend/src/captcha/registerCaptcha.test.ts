import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../createBackend';

let backend: Backend;
beforeAll(async () => {
  backend = await createBackend({ delayMs: 0, log: () => {} });
});

const ORIGIN = 'http://localhost:8080';
const GATEWAY = `${ORIGIN}/gw/general`;
const phoneNumber = { prefix: '+48', number: '500100200' };

function call(base: string, method: string, path: string, body?: unknown): Promise<Response> {
  return backend.fetch(
    new Request(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

/** Solves a fresh challenge as the browser's widget does and encodes it as the widget sends it. */
async function solution(): Promise<string> {
  const challenge = (await (
    await call(GATEWAY, 'GET', '/visit-api/anonymous/captcha-challenge')
  ).json()) as Challenge;
  const solved = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution: solved }));
}

const smsStart = (base: string, captchaToken?: string) =>
  call(base, 'POST', '/patient-portal/api/sms-login', {
    phoneNumber,
    ...(captchaToken ? { captchaToken } : {}),
  });

describe('captcha of the /b/general/ deployment (the sample’s default scope)', () => {
  it('is announced in that config only, with its API behind the gateway', async () => {
    const general = await (await call(ORIGIN, 'GET', '/b/general/config.json')).json();
    expect(general).toMatchObject({ captchaSiteKey: 'wizyta-sample-general', apiUrl: GATEWAY });
    const root = await (await call(ORIGIN, 'GET', '/config.json')).json();
    expect(root).not.toHaveProperty('captchaSiteKey');
    expect(root.apiUrl).toBe(ORIGIN);
  });

  it('refuses SMS login start without a solution and with a forged one (400, 4002)', async () => {
    for (const token of [undefined, 'bm90IGEgc29sdXRpb24=']) {
      const response = await smsStart(GATEWAY, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 4002 });
    }
  });

  it('accepts a solution once: a replay is refused', async () => {
    const token = await solution();
    expect((await smsStart(GATEWAY, token)).status).toBe(204);
    expect((await smsStart(GATEWAY, token)).status).toBe(400);
  });

  it('guards registration, the contact form and the call-back too', async () => {
    for (const path of ['patient-profile', 'contact/message', 'call-back']) {
      const response = await call(GATEWAY, 'POST', `/patient-portal/api/${path}`, {});
      expect(await response.json(), path).toMatchObject({ code: 4002 });
    }
    const token = await solution();
    const callBack = await call(GATEWAY, 'POST', '/patient-portal/api/call-back', {
      phoneNumber,
      captchaToken: token,
    });
    expect(callBack.status).toBe(204);
  });

  it('leaves the other deployments and the unguarded calls alone', async () => {
    expect((await smsStart(ORIGIN)).status).toBe(204);
    expect((await call(GATEWAY, 'GET', '/visit-api/anonymous/towns')).status).toBe(200);
    // Every brand has its gateway; only /b/general/'s asks for a captcha.
    expect((await smsStart(`${ORIGIN}/gw/inter`)).status).toBe(204);
    expect((await call(`${ORIGIN}/gw/acme`, 'GET', '/visit-api/anonymous/towns')).status).toBe(404);
  });

  it('refuses an expired challenge', async () => {
    const { createCaptcha } = await import('./createCaptcha');
    const captcha = createCaptcha({ lifetimeS: 60 });
    const challenge = await captcha.challenge();
    const solved = await solveChallenge({ challenge, deriveKey });
    const payload = btoa(JSON.stringify({ challenge, solution: solved }));
    const realNow = Date.now;
    Date.now = () => realNow() + 120_000;
    try {
      expect(await captcha.verify(payload)).toBe(false);
    } finally {
      Date.now = realNow;
    }
    expect(await captcha.verify(payload)).toBe(true);
  });
});

describe('captcha of the whole realm (CAPTCHA=realm: every API base, as a deployment must)', () => {
  let realm: Backend;
  beforeAll(async () => {
    realm = await createBackend({ delayMs: 0, log: () => {}, captcha: 'realm' });
  });
  const post = (base: string, path: string, body: unknown) =>
    realm.fetch(
      new Request(`${base}/patient-portal/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it('refuses the guarded calls without a solution on the root API and on every brand’s base', async () => {
    const bases = [
      ORIGIN,
      `${ORIGIN}/gw/general`,
      `${ORIGIN}/gw/inter`,
      `${ORIGIN}/gw/pzu`,
      `${ORIGIN}/gw/sandbox`,
    ];
    for (const base of bases) {
      for (const [path, body] of [
        ['sms-login', { phoneNumber: { prefix: '+48', number: '500100206' } }],
        ['call-back', { phoneNumber }],
        ['contact/message', { email: 'a@example.pl', name: 'A', subject: 'S', message: 'M' }],
      ] as const) {
        const response = await post(base, path, body);
        expect(response.status, `${base} ${path}`).toBe(400);
        expect(await response.json(), `${base} ${path}`).toMatchObject({ code: 4002 });
      }
    }
  });

  it('announces the captcha in every config.json', async () => {
    for (const path of ['/config.json', '/b/general/config.json', '/b/inter/config.json']) {
      const config = (await (await realm.fetch(new Request(`${ORIGIN}${path}`))).json()) as Record<
        string,
        unknown
      >;
      expect(config.captchaSiteKey, path).toMatch(/^wizyta-sample-/);
    }
  });
});
