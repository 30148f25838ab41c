import { SSO_POPUP_QUERY } from './ssoPopupStage';

/** A window size the dev IdP's and Keycloak's sign-in pages fit in, phones ignore it. */
const POPUP_FEATURES = 'popup,width=480,height=680';

/**
 * Opens the SSO popup: flow.html of this frame's own (the provider's) origin at
 * `?sso=popup`, which sends the patient to the IdP. Must run synchronously in the patient's
 * click, or the browser blocks it: null then. Not `noopener`: the popup hands the tokens back
 * through `window.opener`.
 */
export function openSsoPopup(win: Window): Window | null {
  const url = new URL(`flow.html?${SSO_POPUP_QUERY}`, win.location.href);
  return win.open(url.href, 'wizyta-sso', POPUP_FEATURES);
}
