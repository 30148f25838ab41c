// Kept apart from createWidgetSession (which builds the API client): the first chunk asks it.

/** sessionStorage marker: the patient chose SSO in this tab and left for the IdP. */
export const WIDGET_SSO_KEY = 'wizyta.widgetSso';

/** The tab's sessionStorage, or null where storage is blocked. */
export function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether `href` is the IdP's redirect back after the patient chose SSO in this tab: the marker
 * is set and keycloak-js's callback (`state` with `code` or `error`) is in the fragment.
 */
export function isSsoReturn(href: string): boolean {
  if (sessionStore()?.getItem(WIDGET_SSO_KEY) !== '1') return false;
  const fragment = new URLSearchParams(new URL(href).hash.slice(1));
  return fragment.has('state') && (fragment.has('code') || fragment.has('error'));
}
