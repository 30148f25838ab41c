// Loaded only in the SSO popup (the SSO chunk). keycloak-js and the config loader are imported on
// demand: a static import would pull shared code into the SSO chunk (see build/chunkPlan.mjs), and
// every flow frame would then fetch the chunk.
import type { TokenResponse } from '@wizyta/core';
import { ssoConfigUrl } from './ssoConfigUrl';
import { SSO_ACK, SSO_TOKENS, type SsoMessage } from './ssoMessages';
import { enterSsoPopup, type SsoPopupStage } from './ssoPopupStage';

/**
 * The SSO popup's work on the provider's origin, a top-level page (the IdP refuses frames), in
 * a tab {@link enterSsoPopup} marked, with the IdP client of its frame's brand ({@link ssoConfigUrl}).
 * `start`: sends the patient to the IdP with keycloak-js (PKCE, no login
 * iframe), redirect URI flow.html without a query. `return`: keycloak-js exchanges the code here
 * — the frame's storage is partitioned under the partner's site, so it could not find the PKCE
 * verifier kept in this tab — then the tokens go to the opener (the flow frame, same origin) with
 * that exact target origin; once the frame acknowledges them, the popup closes. A login that
 * failed closes it at once: the frame then reports the window closed.
 */
export async function runSsoPopup(win: Window, stage: SsoPopupStage): Promise<void> {
  const origin = win.location.origin;
  const redirectUri = new URL('flow.html', win.location.href).href;
  const [{ default: Keycloak }, { loadWidgetConfig }] = await Promise.all([
    import('keycloak-js'),
    import('../flow/loadWidgetConfig'),
  ]);
  // The frame's brand: its IdP client and API base go together.
  const config = await loadWidgetConfig(ssoConfigUrl(win));
  const keycloak = new Keycloak({ ...config.keycloak });
  const authenticated = await keycloak
    .init({ checkLoginIframe: false, pkceMethod: 'S256', redirectUri })
    .catch(() => false);
  if (stage === 'start') {
    await keycloak.login({ redirectUri });
    return;
  }
  const tokens = authenticated ? handedTokens(keycloak) : null;
  const opener = win.opener as Window | null;
  if (!tokens || !opener) {
    win.close();
    return;
  }
  win.addEventListener('message', (event: MessageEvent<SsoMessage>) => {
    if (event.origin === origin && event.source === opener && event.data?.type === SSO_ACK) win.close();
  });
  opener.postMessage({ type: SSO_TOKENS, tokens } satisfies SsoMessage, origin);
}

/**
 * Runs the SSO popup's work when flow.html is the popup ({@link enterSsoPopup}); false when it is
 * not, and the page is the flow.
 */
export function startSsoPopup(win: Window): boolean {
  const stage = enterSsoPopup(win);
  if (stage) void runSsoPopup(win, stage);
  return stage !== null;
}

interface HeldByKeycloak {
  readonly token?: string | undefined;
  readonly refreshToken?: string | undefined;
  readonly tokenParsed?: { exp?: number | undefined } | undefined;
  readonly refreshTokenParsed?: { exp?: number | undefined } | undefined;
  readonly timeSkew?: number | null | undefined;
}

/**
 * keycloak-js's tokens as a token response. The lifetimes are what is left now, on this clock
 * corrected by keycloak-js's measured skew, so the frame refreshes in time.
 */
function handedTokens(keycloak: HeldByKeycloak): TokenResponse | null {
  const { token, refreshToken, tokenParsed, refreshTokenParsed } = keycloak;
  if (!token || !refreshToken || !tokenParsed?.exp) return null;
  const nowS = Date.now() / 1000 - (keycloak.timeSkew ?? 0);
  const left = (exp: number | undefined) => Math.max(0, Math.floor((exp ?? nowS) - nowS));
  return {
    access_token: token,
    refresh_token: refreshToken,
    expires_in: Math.max(1, left(tokenParsed.exp)),
    refresh_expires_in: left(refreshTokenParsed?.exp),
    token_type: 'Bearer',
  };
}
