import * as z from 'zod/mini';
import { configSchema } from '../config/configSchema';
import type { CallChecker, CheckFetch } from './createCallChecker';
import { describeMismatches } from './describeMismatches';
import { type CheckSession, exchangeCode } from './signIn';

/** What a password sign-in needs: the brand's `config.json` and the test account. */
export interface PasswordAccount {
  /** The brand's `config.json`: its `keycloak` names the IdP and client, `siteUrl` the redirect URI. */
  readonly configUrl: string;
  readonly username: string;
  readonly password: string;
}

/** The parts of a brand config a code flow needs (the client id is never a constant). */
const LoginConfigSchema = z.pick(configSchema, { siteUrl: true, keycloak: true });

const MAX_REDIRECTS = 10;
const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** The IdP's cookies, kept between the requests of one login as a browser would. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/**
 * Signs the test account in the way the portal does: the authorization-code flow with PKCE S256
 * against the IdP the brand config names (Keycloak or the sample backend's), its login form
 * posted with `username`/`password` like a browser, and the code exchanged at `oauth2/token`
 * (a contract call, so its answer is checked too). Throws when the IdP does not hand out a code.
 */
export async function signInWithPassword(
  check: CallChecker,
  fetch: CheckFetch,
  account: PasswordAccount,
): Promise<CheckSession | undefined> {
  const configAnswer: unknown = await (await fetch(new Request(account.configUrl))).json();
  const config = z.safeParse(LoginConfigSchema, configAnswer);
  if (!config.success) {
    throw new Error(
      `${account.configUrl}: ${describeMismatches(LoginConfigSchema, configAnswer).join('; ')}`,
    );
  }
  const { keycloak, siteUrl } = config.data;
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  const auth = new URL(
    `${keycloak.url.replace(/\/$/, '')}/realms/${keycloak.realm}/protocol/openid-connect/auth`,
  );
  auth.search = new URLSearchParams({
    client_id: keycloak.clientId,
    redirect_uri: siteUrl,
    response_type: 'code',
    scope: 'openid',
    state: base64url(crypto.getRandomValues(new Uint8Array(8))),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();

  const jar = cookieJar();
  /** Follows redirects to the login page (returned) or to the redirect URI (its `code`). */
  const follow = async (first: Request): Promise<{ page: string; url: string } | { code: string }> => {
    let request = first;
    for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
      const response = await fetch(request);
      jar.store(response);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { page: await response.text(), url: request.url };
      }
      const next = new URL(location, request.url);
      if (next.href.startsWith(siteUrl) && next.searchParams.has('code')) {
        return { code: next.searchParams.get('code') as string };
      }
      request = new Request(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    }
    throw new Error('the IdP redirected more than 10 times');
  };

  const login = await follow(new Request(auth, { redirect: 'manual' }));
  if ('code' in login)
    return exchangeCode(check, {
      clientId: keycloak.clientId,
      code: login.code,
      redirectUri: siteUrl,
      verifier,
    });
  const action = /<form[^>]*\saction="([^"]+)"/.exec(login.page)?.[1];
  if (!action) throw new Error('the IdP showed no login form');
  const answer = await follow(
    new Request(new URL(action.replaceAll('&amp;', '&'), login.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: account.username, password: account.password }),
    }),
  );
  if (!('code' in answer)) throw new Error('the IdP did not accept the username and password');
  return exchangeCode(check, {
    clientId: keycloak.clientId,
    code: answer.code,
    redirectUri: siteUrl,
    verifier,
  });
}
