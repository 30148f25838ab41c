import { readdirSync } from 'node:fs';
import { PARTNER_TYPES } from '@wizyta/core';
import { PARTNER, PORTAL } from './quality-apiSession';
import { signInPortal } from './quality-portalSignIn';
import { expect, test } from './test';

// A partner page is a foreign realm (tag managers, session replay). With a patient's IdP session, a
// script there sends the browser to the authorization endpoint with prompt=none, its own PKCE
// verifier and its own page as redirect_uri, then redeems the code. Only the provider's origin
// receives codes: the IdP must refuse every such request, for every client and every partner page.

const AUTH = `${PORTAL}/auth/realms/wizyta/protocol/openid-connect/auth`;
// The verifier of RFC 7636's example; the attacker knows it, so any code it got would be redeemable.
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** Every page the partner origin serves from `examples/`. */
function partnerPages(): string[] {
  const files = readdirSync('examples', { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.includes('node_modules'),
  );
  return ['/', ...files.map((file) => `/${file.replaceAll('\\', '/').replace(/index\.html$/, '')}`)].map(
    (path) => `${PARTNER}${path}`,
  );
}

function authorizeUrl(clientId: string, redirectUri: string): string {
  const url = new URL(AUTH);
  for (const [key, value] of Object.entries({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    prompt: 'none',
    state: 'attacker-state',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
  }))
    url.searchParams.set(key, value);
  return url.href;
}

test('a partner-page script gets no authorization code with the patient’s IdP session', async ({ page }) => {
  await signInPortal(page, 'pacjent');
  const pages = partnerPages();
  expect(pages).toContain(`${PARTNER}/partner-site/`);

  // In the browser, as the script would: from the partner page, to the IdP with prompt=none.
  await page.goto(`${PARTNER}/partner-site/`);
  const refused = page.waitForResponse((response) => response.url().startsWith(AUTH));
  await page.evaluate(
    (url) => {
      location.href = url;
    },
    authorizeUrl('wizyta-portal', `${PARTNER}/partner-site/`),
  );
  expect((await refused).status()).toBe(400);
  // The browser stays on the IdP's error page: nothing reaches the partner page's URL.
  await page.waitForURL((url) => url.href.startsWith(AUTH));
  // The refusal is in the page's text: what this proves is where the browser stays and what the IdP
  // answered, not when the page is painted (a fresh-clone run under load had the text in the page
  // but not yet visible within 5 s).
  await expect(page.locator('main')).toContainText('invalid_redirect_uri');
  expect(page.url()).not.toContain('code=');

  // Every client of every brand, every partner page, in the same browser session (its cookies).
  const clients = await Promise.all(
    ['/', ...PARTNER_TYPES.map((type) => `/b/${type}/`)].map(async (base) => {
      const config = (await (await page.request.get(`${PORTAL}${base}config.json`)).json()) as {
        keycloak: { clientId: string };
      };
      return { base, clientId: config.keycloak.clientId };
    }),
  );
  for (const { base, clientId } of clients) {
    // Control: the same session answers prompt=none on the client's own portal with a code.
    const own = await page.request.get(authorizeUrl(clientId, `${PORTAL}${base}`), { maxRedirects: 0 });
    expect(own.status(), clientId).toBe(303);
    expect(own.headers().location, clientId).toMatch(/[?&]code=/);
    const attacks = await Promise.all(
      pages.map(async (partnerPage) => ({
        partnerPage,
        answer: await page.request.get(authorizeUrl(clientId, partnerPage), { maxRedirects: 0 }),
      })),
    );
    for (const { partnerPage, answer } of attacks) {
      expect(answer.status(), `${clientId} → ${partnerPage}`).toBe(400);
      expect(answer.headers().location, `${clientId} → ${partnerPage}`).toBeUndefined();
    }
  }
});
