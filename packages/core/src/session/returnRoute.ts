import { SESSION_KEYS } from '../storage/SESSION_KEYS';
import type { StorageArea } from './StorageArea';

/** The page's address, read and replaced without a reload (the browser's by default). */
export interface RouteNavigation {
  href(): string;
  /** Replaces the address and tells the app's router, as Back/Forward would. */
  replace(url: string): void;
}

/** `location` and `history` of this window; undefined outside a browser. */
export function browserNavigation(): RouteNavigation | undefined {
  if (typeof window === 'undefined') return undefined;
  return {
    href: () => window.location.href,
    replace(url) {
      window.history.replaceState(window.history.state, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
  };
}

/** keycloak-js's answer in the fragment (or query): this address is the IdP coming back, not a route. */
function isIdpCallback(part: string): boolean {
  const params = new URLSearchParams(part.replace(/^[#?]/, ''));
  return params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * Before the IdP is asked (login, or check-sso's top-level fallback): notes the route the patient
 * is on, since the IdP only returns to the app's exact base URL (no wildcard redirect
 * URIs). Only a route under `base` is noted; the IdP's own callback address never overwrites it.
 */
export function rememberRoute(storage: StorageArea, navigation: RouteNavigation, base: URL): void {
  const here = new URL(navigation.href());
  if (isIdpCallback(here.hash) || isIdpCallback(here.search)) return;
  if (here.origin !== base.origin || !here.pathname.startsWith(base.pathname)) return;
  // The base itself is where the IdP returns anyway: noting it would only overwrite a route noted
  // before a logout redirect (a session that expired mid-order).
  if (`${here.origin}${here.pathname}${here.search}` === base.href) return;
  storage.setItem(SESSION_KEYS.returnTo, `${here.pathname}${here.search}`);
}

/** Back at the base after the IdP: puts the noted route back (once) and forgets it. */
export function restoreRoute(storage: StorageArea, navigation: RouteNavigation, base: URL): void {
  const noted = storage.getItem(SESSION_KEYS.returnTo);
  storage.removeItem(SESSION_KEYS.returnTo);
  if (!noted?.startsWith(base.pathname) || noted.startsWith('//')) return;
  const here = new URL(navigation.href());
  if (`${here.origin}${here.pathname}${here.search}` !== base.href) return;
  const target = new URL(noted, base.origin);
  if (target.origin !== base.origin || target.href === base.href) return;
  navigation.replace(target.href);
}
