import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../createBackend';
import { createSigningKey } from './createSigningKey';
import { API_AUDIENCE } from './realm';

let backend: Backend;
let accessToken: string;
let idToken: string;
let refreshToken: string;

function call(authorization?: string): Promise<Response> {
  const headers = authorization ? { authorization } : undefined;
  return backend.fetch(new Request('http://localhost:8080/test/protected', headers ? { headers } : {}));
}

async function expect401(response: Response): Promise<void> {
  expect(response.status).toBe(401);
  const body = (await response.json()) as { code: number; message: string };
  expect(body.code).toBe(4311);
  expect(body.message.length).toBeGreaterThan(0);
}

beforeAll(async () => {
  backend = await createBackend({ log: () => {} });
  backend.app.get('/test/protected', backend.ctx.requireAuth, (c) => c.json(c.get('auth')));
  const account = backend.ctx.accounts.byUsername('lekarz');
  if (!account) throw new Error('seeded account missing');
  const tokens = await backend.ctx.tokens.issueFor(account);
  accessToken = tokens.access_token;
  idToken = tokens.id_token ?? '';
  refreshToken = tokens.refresh_token;
});

describe('requireAuth', () => {
  it('puts { sub, username, roles, deployment } on the context for a valid token', async () => {
    const response = await call(`Bearer ${accessToken}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sub: '7f3c2a10-5b1e-4c8a-9d01-000000000002',
      username: 'lekarz',
      roles: ['DOCTOR'],
      deployment: 'root',
    });
  });

  it('refuses a realm-signed token of no portal client, or of none at all', async () => {
    const now = Math.floor(Date.now() / 1000);
    const issued = (claims: Record<string, unknown>) =>
      new SignJWT({ realm_access: { roles: ['PATIENT'] }, ...claims })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: backend.ctx.key.kid })
        .setIssuer(backend.ctx.issuer)
        .setAudience(API_AUDIENCE)
        .setSubject('x')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(backend.ctx.key.privateKey);
    await expect401(await call(`Bearer ${await issued({ azp: 'admin-cli' })}`));
    await expect401(await call(`Bearer ${await issued({ client_id: 'wizyta-portal-acme' })}`));
    await expect401(await call(`Bearer ${await issued({})}`));
    // `azp` wins over `client_id`, as Keycloak's tokens are read.
    const both = await issued({ azp: 'wizyta-portal-inter', client_id: 'wizyta-portal' });
    expect(await (await call(`Bearer ${both}`)).json()).toMatchObject({ deployment: 'inter' });
  });

  it('answers 401/4311 without a token or with a malformed header', async () => {
    await expect401(await call());
    await expect401(await call('Basic dXNlcjpwYXNz'));
    await expect401(await call('Bearer'));
  });

  it('answers 401/4311 for garbage', async () => {
    await expect401(await call('Bearer garbage'));
    await expect401(await call('Bearer a.b.c'));
  });

  it('refuses ID tokens and refresh envelopes used as bearer tokens', async () => {
    await expect401(await call(`Bearer ${idToken}`));
    await expect401(await call(`Bearer ${refreshToken}`));
  });

  it('refuses a token signed by another key, or for another issuer or audience', async () => {
    const stranger = await createSigningKey();
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ realm_access: { roles: ['DOCTOR'] } })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: backend.ctx.key.kid })
      .setIssuer(backend.ctx.issuer)
      .setAudience(API_AUDIENCE)
      .setSubject('x')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(stranger.privateKey);
    await expect401(await call(`Bearer ${forged}`));
    const wrongAudience = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
      .setIssuer(backend.ctx.issuer)
      .setAudience('someone-else')
      .setSubject('x')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(backend.ctx.key.privateKey);
    await expect401(await call(`Bearer ${wrongAudience}`));
  });

  it('answers 401/4311 once the settable clock passes the expiry', async () => {
    const later = await createBackend({ log: () => {} });
    later.app.get('/test/protected', later.ctx.requireAuth, (c) => c.json(c.get('auth')));
    const account = later.ctx.accounts.byUsername('pacjent');
    if (!account) throw new Error('seeded account missing');
    const { access_token: token } = await later.ctx.tokens.issueFor(account);
    const request = () =>
      later.fetch(
        new Request('http://localhost:8080/test/protected', {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    expect((await request()).status).toBe(200);
    later.clock.advance(301 * 1000);
    const expired = await request();
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      code: 4311,
      message: 'Sesja wygasła. Zaloguj się ponownie.',
    });
  });
});
