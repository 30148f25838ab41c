import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALM_PATH } from '../auth/realm';
import type { TokenResponse } from '../auth/TokenResponse';
import { brandBasePath } from '../config/createBrandConfig';
import { type Deployment, portalClientId } from '../config/deployments';
import { exchangeCode, loginWithCodeFlow, startCodeFlow, submitLogin } from '../testing/loginWithCodeFlow';
import { startTestServer, type TestServer } from '../testing/startTestServer';

let server: TestServer;
let base: string;
const realm = () => `${base}${REALM_PATH}`;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server.close());

describe('discovery', () => {
  it('publishes Keycloak paths, code flow with S256 only and the realm key', async () => {
    const response = await fetch(`${realm()}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(server.backend.ctx.issuer);
    expect(doc.authorization_endpoint).toBe(`${realm()}/protocol/openid-connect/auth`);
    expect(doc.token_endpoint).toBe(`${realm()}/protocol/openid-connect/token`);
    expect(doc.end_session_endpoint).toBe(`${realm()}/protocol/openid-connect/logout`);
    expect(doc.jwks_uri).toBe(`${realm()}/protocol/openid-connect/certs`);
    expect(doc.userinfo_endpoint).toBe(`${realm()}/protocol/openid-connect/userinfo`);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await (await fetch(String(doc.jwks_uri))).json()) as {
      keys: Array<Record<string, unknown>>;
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: server.backend.ctx.key.kid, kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code + PKCE login', () => {
  let tokens: TokenResponse;
  beforeAll(async () => {
    tokens = await loginWithCodeFlow(base, { username: 'pacjent', password: 'pacjent' });
  });

  it('returns a JWT access token for the API carrying realm_access.roles', () => {
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const payload = decodeJwt(tokens.access_token);
    expect(payload).toMatchObject({
      iss: server.backend.ctx.issuer,
      sub: '7f3c2a10-5b1e-4c8a-9d01-000000000001',
      aud: 'urn:wizyta:api',
      client_id: 'wizyta-portal',
      preferred_username: 'pacjent',
      realm_access: { roles: ['PATIENT'] },
    });
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
  });

  it('puts realm_access in the ID token too', () => {
    expect(tokens.id_token).toBeDefined();
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      aud: 'wizyta-portal',
      realm_access: { roles: ['PATIENT'] },
      preferred_username: 'pacjent',
    });
  });

  it('returns a refresh token keycloak-js can decode, and the token is accepted by the API', async () => {
    const refresh = decodeJwt(tokens.refresh_token);
    expect(refresh).toMatchObject({ typ: 'Refresh', sub: '7f3c2a10-5b1e-4c8a-9d01-000000000001' });
    expect(typeof refresh.exp).toBe('number');
    expect(tokens.refresh_expires_in).toBe(1800);
    expect(tokens.session_state).toBe(refresh.sid);
    await expect(server.backend.ctx.verifyAccessToken(tokens.access_token)).resolves.toMatchObject({
      username: 'pacjent',
      roles: ['PATIENT'],
    });
  });

  it('refreshes at the token endpoint with the envelope, rotating it', async () => {
    const response = await fetch(`${realm()}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'wizyta-portal',
        refresh_token: tokens.refresh_token,
      }),
    });
    expect(response.status).toBe(200);
    const refreshed = (await response.json()) as TokenResponse;
    expect(decodeJwt(refreshed.refresh_token).typ).toBe('Refresh');
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(refreshed.access_token).realm_access).toEqual({ roles: ['PATIENT'] });

    // token/refresh of the API accepts the IdP's envelopes as well.
    const viaApi = await fetch(`${base}/patient-portal/api/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refreshed.refresh_token }),
    });
    expect(viaApi.status).toBe(200);
    const again = (await viaApi.json()) as TokenResponse;
    expect(decodeJwt(again.access_token).preferred_username).toBe('pacjent');
  });

  it('answers userinfo with the realm claims for the JWT access token', async () => {
    const response = await fetch(`${realm()}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      preferred_username: 'pacjent',
      realm_access: { roles: ['PATIENT'] },
    });
  });
});

describe('login form', () => {
  it('is Polish, labelled, without inline script or style, and refuses framing', async () => {
    const flow = await startCodeFlow(base, `${base}/b/welbi/`, { client_id: 'wizyta-portal-welbi' });
    const page = flow.page;
    expect(page?.status).toBe(200);
    const html = page?.html ?? '';
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<label for="username">Nazwa użytkownika</label>');
    expect(html).toContain('<label for="password">Hasło</label>');
    expect(html).toMatch(/<input id="username" name="username"/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('>Zaloguj się</button>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/<style|style="/);
    const csp = page?.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'self' http");
    expect(csp).not.toContain('unsafe-inline');
    expect(page?.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('links the portal’s other ways in: sign-up where the brand registers, SMS sign-in always', async () => {
    const origin = server.backend.ctx.origins.publicOrigin;
    const general = (await startCodeFlow(base, `${base}/`)).page?.html ?? '';
    expect(general).toContain(`<a id="kc-registration" href="${origin}/registration">Załóż konto</a>`);
    expect(general).toContain(`<a id="kc-sms-login" href="${origin}/sms-login">Zaloguj się kodem SMS</a>`);
    const pzu = await startCodeFlow(base, `${base}/b/pzu/`, { client_id: 'wizyta-portal-pzu' });
    expect(pzu.page?.html).not.toContain('Załóż konto');
    expect(pzu.page?.html).toContain(`href="${origin}/b/pzu/sms-login"`);
    // Still there after a wrong password.
    await submitLogin(pzu, 'pacjent', 'zle-haslo');
    expect(pzu.page?.html).toContain('Zaloguj się kodem SMS');
  });

  it('refuses a wrong password with the Polish error and keeps the username', async () => {
    const flow = await startCodeFlow(base, `${base}/`);
    await submitLogin(flow, 'pacjent', 'zle-haslo');
    expect(flow.callback).toBeUndefined();
    expect(flow.page?.html).toContain('Nieprawidłowa nazwa użytkownika lub hasło.');
    expect(flow.page?.html).toContain('value="pacjent"');
    expect(flow.page?.html).toContain('role="alert"');
    // The same interaction still accepts the right password afterwards.
    await submitLogin(flow, 'pacjent', 'pacjent');
    expect(flow.callback?.get('code')).toBeTruthy();
  });

  it('returns to the app with the OAuth error access_denied when the patient cancels', async () => {
    const flow = await startCodeFlow(base, `${base}/`);
    expect(flow.page?.html).toContain(
      '<button id="kc-cancel" name="cancel" value="on" type="submit" formnovalidate>Anuluj</button>',
    );
    await submitLogin(flow, '', '', { cancel: 'on' });
    expect(flow.callback?.get('error')).toBe('access_denied');
    expect(flow.callback?.get('code')).toBeNull();
    expect(flow.callback?.get('state')).toBeTruthy();
  });

  it('refuses an unknown user', async () => {
    const flow = await startCodeFlow(base, `${base}/`);
    await submitLogin(flow, 'nikt', 'nikt');
    expect(flow.page?.html).toContain('Nieprawidłowa nazwa użytkownika lub hasło.');
  });

  it('gives the doctor role', async () => {
    const tokens = await loginWithCodeFlow(base, { username: 'lekarz', password: 'lekarz' });
    expect(decodeJwt(tokens.access_token).realm_access).toEqual({ roles: ['DOCTOR'] });
  });

  it('gives a user without a role an empty role list', async () => {
    const tokens = await loginWithCodeFlow(base, { username: 'bezroli', password: 'bezroli' });
    expect(decodeJwt(tokens.access_token).realm_access).toEqual({ roles: [] });
  });
});

describe('authorization request checks', () => {
  it('requires PKCE', async () => {
    const flow = await startCodeFlow(base, `${base}/`, { code_challenge: '', code_challenge_method: '' });
    expect(flow.callback?.get('error')).toBe('invalid_request');
  });

  it('refuses plain PKCE', async () => {
    const flow = await startCodeFlow(base, `${base}/`, { code_challenge_method: 'plain' });
    expect(flow.callback?.get('error')).toBe('invalid_request');
  });

  it.each([
    'http://evil.example/',
    'http://127.0.0.1:9999/',
    `http://localhost:1/`,
    // An unregistered path on the trusted partner origin (an open redirect there).
    'http://127.0.0.1:8081/partner-site/open-redirect?to=https://evil.example/',
    // The partner pages themselves: only the provider's origin receives codes.
    'http://127.0.0.1:8081/partner-site/',
    'http://127.0.0.1:8081/partner-site/welbi.html',
    'http://127.0.0.1:8081/partner-site/strict-csp.html',
  ])('refuses the redirect URI %s with an error page', async (redirectUri) => {
    const flow = await startCodeFlow(base, redirectUri);
    expect(flow.callback).toBeUndefined();
    expect(flow.page?.status).toBe(400);
    expect(flow.page?.html).toContain('redirect_uri');
  });

  it('refuses a portal route: only the exact base is registered, the app restores the route', async () => {
    const flow = await startCodeFlow(base, `${base}/b/welbi/visit/12?x=1`);
    expect(flow.callback).toBeUndefined();
    expect(flow.page?.status).toBe(400);
  });

  it("refuses redirect URIs on the server's own endpoints", async () => {
    const flow = await startCodeFlow(base, `${base}/patient-portal/api/echo`);
    expect(flow.callback).toBeUndefined();
    expect(flow.page?.status).toBe(400);
  });
});

// The partner pages the realm registered as redirect URIs until the widget signed in only through
// its provider-origin popup, and the partner origin's root. The e2e test
// (security-idp-partner-redirect.spec.ts) tries every page of the partner origin in a browser.
const PARTNER_PAGES = [
  '/',
  '/partner-site/',
  '/partner-site/welbi.html',
  '/partner-site/strict-csp.html',
].map((path) => `http://127.0.0.1:8081${path}`);
// The four clients the attack was shown with; the e2e test and noPartnerRedirectUris.test.ts cover every client.
const ATTACKED: readonly Deployment[] = ['root', 'welbi', 'pzu', 'sandbox'];

describe('code theft from a partner page: prompt=none, the partner page as redirect URI, own PKCE', () => {
  it('is refused for each client and partner page while the patient has an IdP session', async () => {
    const signIn = await startCodeFlow(base, `${base}/`);
    await submitLogin(signIn, 'pacjent', 'pacjent');
    expect(signIn.callback?.get('code')).toBeTruthy();
    await Promise.all(
      ATTACKED.map(async (deployment) => {
        const client_id = portalClientId(deployment);
        // Control: the session answers prompt=none at once on the client's own portal.
        const own = await startCodeFlow(
          base,
          `${base}${brandBasePath(deployment)}`,
          { client_id, prompt: 'none' },
          signIn.jar,
        );
        expect(own.callback?.get('code'), client_id).toBeTruthy();
        for (const page of PARTNER_PAGES) {
          const attack = await startCodeFlow(base, page, { client_id, prompt: 'none' }, signIn.jar);
          expect(attack.callback, `${client_id} → ${page}`).toBeUndefined();
          expect(attack.page?.status, `${client_id} → ${page}`).toBe(400);
          expect(attack.page?.html, `${client_id} → ${page}`).toContain('redirect_uri');
        }
      }),
    );
  });
});

describe('logout', () => {
  it('ends the session and redirects to post_logout_redirect_uri', async () => {
    const flow = await startCodeFlow(base, `${base}/b/pzu/`, { client_id: 'wizyta-portal-pzu' });
    await submitLogin(flow, 'pacjent', 'pacjent');
    const tokens = await exchangeCode(base, flow);
    const params = new URLSearchParams({
      client_id: 'wizyta-portal-pzu',
      post_logout_redirect_uri: `${base}/b/pzu/`,
      id_token_hint: tokens.id_token ?? '',
    });
    const page = await fetch(`${realm()}/protocol/openid-connect/logout?${params}`, {
      headers: { cookie: flow.jar.header() },
    });
    flow.jar.store(page);
    const html = await page.text();
    expect(html).toContain('data-auto-submit="true"');
    expect(html).toContain('<script src="/auth/resources/wizyta/logout.js" defer></script>');
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${base}/b/pzu/`);
    // The session's refresh token is dead now (asked through its own brand's API base).
    const refresh = await fetch(`${base}/gw/pzu/patient-portal/api/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refresh_token }),
    });
    expect(refresh.status).toBe(401);
    expect(await refresh.json()).toMatchObject({ code: 4311 });
  });
});

describe('CORS on the IdP', () => {
  it('gives the provider origin credentialed CORS at the token endpoint', async () => {
    const post = await fetch(`${realm()}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'wizyta-portal',
        refresh_token: 'x',
      }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBe(base);
    expect(post.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives a trusted partner origin no CORS at the token endpoint: no partner page redeems a code', async () => {
    // oidc-provider answers every preflight; the request itself is where the client's CORS is decided.
    const post = await fetch(`${realm()}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:8081', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'wizyta-portal',
        refresh_token: 'x',
      }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives an untrusted origin no CORS access to the token endpoint', async () => {
    const post = await fetch(`${realm()}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'wizyta-portal',
        refresh_token: 'x',
      }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('one client per deployment', () => {
  it('signs in to a brand’s client at its own portal; the token names the client', async () => {
    const flow = await startCodeFlow(base, `${base}/b/inter/`, { client_id: 'wizyta-portal-inter' });
    await submitLogin(flow, 'pacjent', 'pacjent');
    const tokens = await exchangeCode(base, flow);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      azp: 'wizyta-portal-inter',
      client_id: 'wizyta-portal-inter',
    });
    const profile = (api: string) =>
      fetch(`${base}${api}/patient-portal/api/patient-profile`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await profile('/gw/inter')).status).toBe(200);
    expect((await profile('')).status).toBe(403);
    // Refreshed through the brand's API base, the session stays with its client.
    const refreshed = await fetch(`${base}/gw/inter/patient-portal/api/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    const again = (await refreshed.json()) as TokenResponse;
    expect(decodeJwt(again.access_token).azp).toBe('wizyta-portal-inter');
  });

  it('refuses another deployment’s portal as a redirect URI (no login form)', async () => {
    for (const [client, uri] of [
      ['wizyta-portal', `${base}/b/inter/`],
      ['wizyta-portal-inter', `${base}/`],
      ['wizyta-portal-inter', `${base}/b/pzu/silent-check-sso.html`],
    ] as const) {
      const flow = await startCodeFlow(base, uri, { client_id: client });
      expect(flow.callback, `${client} → ${uri}`).toBeUndefined();
      expect(flow.page?.status, `${client} → ${uri}`).toBe(400);
    }
  });
});
