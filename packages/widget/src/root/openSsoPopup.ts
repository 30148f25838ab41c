/** A window size the dev IdP's and Keycloak's sign-in pages fit in; phones ignore it. */
const POPUP_FEATURES = 'popup,width=480,height=680';

/**
 * Where the SSO popup starts, relative to the flow frame: flow.html recognises it (its entry's
 * pre-check, then `ssoPopupStage`). Spelled here and there rather than imported: the stage check
 * is in the SSO chunk, which this session code must not pull in. ssoPopupStage.test.ts holds the
 * two together.
 */
export const SSO_POPUP_ADDRESS = 'flow.html?sso=popup';

/**
 * Opens the SSO popup: flow.html of this frame's own (the provider's) origin at `?sso=popup`,
 * which sends the patient to the IdP. Must run synchronously in the patient's click, or the
 * browser blocks it: null then. Not `noopener`: the popup hands the tokens back through
 * `window.opener`.
 */
export function openSsoPopup(win: Window): Window | null {
  return win.open(new URL(SSO_POPUP_ADDRESS, win.location.href).href, 'wizyta-sso', POPUP_FEATURES);
}
