/** Query of the SSO popup's first address (`flow.html?sso=popup`): nothing personal in it. */
export const SSO_POPUP_QUERY = 'sso=popup';

/** sessionStorage marker of the popup's tab: it left for the IdP and comes back to hand over. */
export const SSO_POPUP_KEY = 'wizyta.ssoPopup';

/** What flow.html does in the SSO popup: start the login, or hand the IdP's answer back. */
export type SsoPopupStage = 'start' | 'return';

function popupMarked(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(SSO_POPUP_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether this flow.html is the SSO popup a flow frame opened, and at which stage: `start` on
 * `?sso=popup`, `return` when the popup's tab is marked and keycloak-js's callback (`state` with
 * `code` or `error`) is in the fragment — the IdP's redirect URI is flow.html itself, without a
 * query, so that one exact URI is registered. Without an opener (the frame is gone, or a page
 * opened it with `noopener`) there is nobody to hand the tokens to: null, the page is the flow.
 */
export function ssoPopupStage(win: Window): SsoPopupStage | null {
  if (!win.opener) return null;
  const url = new URL(win.location.href);
  if (url.search === `?${SSO_POPUP_QUERY}`) return 'start';
  const fragment = new URLSearchParams(url.hash.slice(1));
  const callback = fragment.has('state') && (fragment.has('code') || fragment.has('error'));
  return callback && popupMarked(win) ? 'return' : null;
}

/**
 * {@link ssoPopupStage}, and the popup's tab marked for the IdP's redirect back (`start`) or the
 * mark dropped once back (`return`), so that a later flow.html in the tab is the flow again.
 */
export function enterSsoPopup(win: Window): SsoPopupStage | null {
  const stage = ssoPopupStage(win);
  try {
    if (stage === 'start') win.sessionStorage.setItem(SSO_POPUP_KEY, '1');
    if (stage === 'return') win.sessionStorage.removeItem(SSO_POPUP_KEY);
  } catch {
    // Storage blocked in a top-level tab: the return is then not recognised and the popup shows
    // the flow; the frame reports the window closed once the patient closes it.
  }
  return stage;
}
