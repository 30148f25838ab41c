import type { Context, Hono } from 'hono';
import type { Provider } from 'oidc-provider';
import type { AccountStore } from '../accounts';
import { accountClaims } from '../auth/accountClaims';
import type { AccessTokenVerifier } from '../auth/createAccessTokenVerifier';
import { REALM_PATH } from '../auth/realm';
import { requireAuth } from '../auth/requireAuth';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from '../http/ApiError';
import { registerAssetFiles } from '../http/registerAssetFiles';
import { ensurePortalGrant } from './ensurePortalGrant';
import { IDP_ASSETS_PATH, renderMessagePage } from './pages/renderIdpPage';
import { renderLoginPage } from './pages/renderLoginPage';
import { waysInFor } from './waysInFor';

/**
 * Paths under the realm that Hono serves instead of oidc-provider: the login form (the
 * interaction oidc-provider delegates to the app), a userinfo that accepts the realm's JWT
 * access tokens like Keycloak's does (oidc-provider's rejects tokens meant for a resource
 * server), and keycloak-js's third-party-cookie probe pages.
 */
export const HONO_REALM_PATHS = [
  `${REALM_PATH}/login-actions/`,
  `${REALM_PATH}/protocol/openid-connect/userinfo`,
  `${REALM_PATH}/protocol/openid-connect/3p-cookies/`,
];

const ASSETS: Readonly<Record<string, string>> = {
  'idp.css': 'text/css; charset=utf-8',
  'logout.js': 'text/javascript; charset=utf-8',
  '3p-cookies-step1.js': 'text/javascript; charset=utf-8',
  '3p-cookies-step2.js': 'text/javascript; charset=utf-8',
};

const SESSION_LOST = 'Sesja logowania wygasła. Wróć do portalu i zaloguj się ponownie.';

function probePage(script: string): string {
  return `<!doctype html>\n<html lang="pl"><head><meta charset="utf-8"><title>Wizyta</title><script src="${IDP_ASSETS_PATH}/${script}"></script></head><body></body></html>\n`;
}

/** The Node request/response behind a Hono call (absent for in-process `fetch`). */
function nodeOf(c: Context<BackendEnv>) {
  const { incoming, outgoing } = c.env;
  return incoming && outgoing ? { incoming, outgoing } : undefined;
}

/** Mounts the IdP's own pages (see {@link HONO_REALM_PATHS}) and its static assets. */
export function registerIdpPages(
  app: Hono<BackendEnv>,
  deps: { provider: Provider; accounts: AccountStore; verify: AccessTokenVerifier; publicOrigin: string },
): void {
  const { provider, accounts } = deps;
  const waysIn = (details: { params: Record<string, unknown> }) =>
    waysInFor(details.params.client_id, deps.publicOrigin);
  const loginPath = `${REALM_PATH}/login-actions/authenticate/:uid`;

  async function interactionFor(c: Context<BackendEnv>) {
    const node = nodeOf(c);
    if (!node) return undefined;
    try {
      const details = await provider.interactionDetails(node.incoming, node.outgoing);
      return details.uid === c.req.param('uid') ? { node, details } : undefined;
    } catch {
      // No interaction cookie, or an expired interaction: the patient starts again.
      return undefined;
    }
  }

  app.get(loginPath, async (c) => {
    const found = await interactionFor(c);
    if (!found) return c.html(renderMessagePage('Logowanie', SESSION_LOST), 400);
    const { node, details } = found;
    const accountId = details.session?.accountId;
    if (details.prompt.name === 'consent' && accountId) {
      // A first-party client: grant instead of asking (normally loadExistingGrant already did).
      const grant = await ensurePortalGrant(
        provider,
        accountId,
        String(details.params.client_id),
        details.grantId,
      );
      const returnTo = await provider.interactionResult(node.incoming, node.outgoing, {
        consent: { grantId: grant.jti },
      });
      return c.redirect(returnTo, 303);
    }
    return c.html(renderLoginPage(c.req.path, { waysIn: waysIn(details) }));
  });

  app.post(loginPath, async (c) => {
    const found = await interactionFor(c);
    if (!found) return c.html(renderMessagePage('Logowanie', SESSION_LOST), 400);
    const form = await c.req.parseBody();
    if (form.cancel !== undefined) {
      // The patient gave up: the app gets the OAuth error, as from Keycloak's cancel.
      const returnTo = await provider.interactionResult(found.node.incoming, found.node.outgoing, {
        error: 'access_denied',
        error_description: 'Logowanie anulowane.',
      });
      return c.redirect(returnTo, 303);
    }
    const username = typeof form.username === 'string' ? form.username : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const account = accounts.byUsername(username);
    if (!account || account.password !== password) {
      return c.html(renderLoginPage(c.req.path, { username, failed: true, waysIn: waysIn(found.details) }));
    }
    const returnTo = await provider.interactionResult(
      found.node.incoming,
      found.node.outgoing,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  });

  const userinfoPath = `${REALM_PATH}/protocol/openid-connect/userinfo`;
  const userinfo = requireAuth(deps.verify);
  const answerUserinfo = (c: Context<BackendEnv>) => {
    const account = accounts.bySub(c.get('auth').sub);
    if (!account) throw new ApiError(401, 4311, 'Nieznany użytkownik.');
    return c.json({ sub: account.sub, ...accountClaims(account) });
  };
  app.get(userinfoPath, userinfo, answerUserinfo);
  app.post(userinfoPath, userinfo, answerUserinfo);

  app.get(`${REALM_PATH}/protocol/openid-connect/3p-cookies/step1.html`, (c) =>
    c.html(probePage('3p-cookies-step1.js')),
  );
  app.get(`${REALM_PATH}/protocol/openid-connect/3p-cookies/step2.html`, (c) =>
    c.html(probePage('3p-cookies-step2.js')),
  );

  registerAssetFiles(app, IDP_ASSETS_PATH, new URL('./assets/', import.meta.url), ASSETS);
}
