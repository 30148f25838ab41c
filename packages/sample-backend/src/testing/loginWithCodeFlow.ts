import { createHash, randomBytes } from 'node:crypto';
import { CLIENT_ID, REALM_PATH } from '../auth/realm';
import type { TokenResponse } from '../auth/TokenResponse';
import { CookieJar } from './CookieJar';

/** Where a scripted login stands after the IdP answered. */
export interface CodeFlow {
  jar: CookieJar;
  verifier: string;
  redirectUri: string;
  /** The client the flow runs for (`extra.client_id`, else the root deployment's). */
  clientId: string;
  /** The last response that was not a redirect (the login form), if any. */
  page?: { url: string; status: number; html: string; headers: Headers };
  /** The authorization response's query, once the IdP redirected to `redirectUri`. */
  callback?: URLSearchParams;
}

async function follow(flow: CodeFlow, first: Response, url: string): Promise<CodeFlow> {
  let response = first;
  let current = url;
  for (let hops = 0; hops < 10; hops += 1) {
    flow.jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      flow.page = {
        url: current,
        status: response.status,
        html: await response.text(),
        headers: response.headers,
      };
      return flow;
    }
    const next = new URL(location, current);
    const target = new URL(flow.redirectUri);
    if (next.origin === target.origin && next.pathname === target.pathname) {
      flow.callback = next.searchParams;
      return flow;
    }
    current = next.href;
    response = await fetch(current, { redirect: 'manual', headers: { cookie: flow.jar.header() } });
  }
  throw new Error('too many redirects');
}

/**
 * Starts an authorization-code + PKCE S256 request and follows redirects up to the login form.
 * Pass the `jar` of an earlier flow to run it inside that browser's IdP session.
 */
export async function startCodeFlow(
  baseUrl: string,
  redirectUri: string,
  extra: Record<string, string> = {},
  jar: CookieJar = new CookieJar(),
): Promise<CodeFlow> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const url = `${baseUrl}${REALM_PATH}/protocol/openid-connect/auth?${params}`;
  const flow: CodeFlow = {
    jar,
    verifier,
    redirectUri,
    clientId: params.get('client_id') ?? CLIENT_ID,
  };
  return follow(flow, await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } }), url);
}

/** Posts the login form found on the current page with the given credentials. */
export async function submitLogin(
  flow: CodeFlow,
  username: string,
  password: string,
  /** More form fields, such as the cancel button's `{ cancel: 'on' }`. */
  extra: Readonly<Record<string, string>> = {},
): Promise<CodeFlow> {
  const page = flow.page;
  const action = page && /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
  if (!page || !action) throw new Error('no login form on the current page');
  const url = new URL(action.replaceAll('&amp;', '&'), page.url).href;
  flow.page = undefined;
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, ...extra }),
  });
  return follow(flow, response, url);
}

/** Exchanges the authorization code for tokens at the token endpoint. */
export async function exchangeCode(baseUrl: string, flow: CodeFlow): Promise<TokenResponse> {
  const code = flow.callback?.get('code');
  if (!code) throw new Error(`no code in the callback: ${flow.callback?.toString() ?? 'no callback'}`);
  const response = await fetch(`${baseUrl}${REALM_PATH}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: flow.clientId,
      code,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    }),
  });
  if (!response.ok) throw new Error(`token exchange failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

/**
 * The whole browser login, scripted: authorization request with PKCE S256, the login form with
 * the cookie jar, the redirect back with a code, the token exchange. For tests that need real
 * IdP tokens (in-process tests can use `ctx.tokens.issueFor(account)` instead).
 */
export async function loginWithCodeFlow(
  baseUrl: string,
  credentials: { username: string; password: string },
  redirectUri = `${baseUrl}/`,
): Promise<TokenResponse> {
  const flow = await startCodeFlow(baseUrl, redirectUri);
  await submitLogin(flow, credentials.username, credentials.password);
  return exchangeCode(baseUrl, flow);
}
