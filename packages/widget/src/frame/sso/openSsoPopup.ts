/**
 * Where the SSO popup starts, on the provider's origin (the flow frame's, and the provider's own
 * pages'): flow.html at the path its redirect URI is registered with; it recognises the query
 * (`ssoPopupStage`). Spelled here and there rather than imported: the stage check
 * is in the SSO chunk, which this session code must not pull in. ssoPopupStage.test.ts holds the
 * two together.
 */
export const SSO_POPUP_ADDRESS = '/widget/flow.html?sso=popup';

/**
 * Opens the SSO popup: flow.html of this document's own (the provider's) origin at `?sso=popup`,
 * which sends the patient to the IdP. Must run synchronously in the patient's click, or the
 * browser blocks it: null then. Not `noopener`: the popup hands the tokens back through
 * `window.opener`.
 */
export function openSsoPopup(win: Window): Window | null {
  // A popup window where the browser has them, else a tab.
  return win.open(SSO_POPUP_ADDRESS, 'wizyta-sso', 'popup');
}
