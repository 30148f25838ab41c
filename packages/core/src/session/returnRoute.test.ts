import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../storage/SESSION_KEYS';
import { createMemoryStorage } from './createMemoryStorage';
import { type RouteNavigation, rememberRoute, restoreRoute } from './returnRoute';

function page(start: string): RouteNavigation & { replaced: string[]; go(url: string): void } {
  let href = start;
  const replaced: string[] = [];
  return {
    replaced,
    href: () => href,
    replace(url) {
      replaced.push(url);
      href = url;
    },
    go(url) {
      href = url;
    },
  };
}

const base = new URL('http://localhost:8080/b/welbi/');

describe('the route kept across the IdP (exact redirect URIs)', () => {
  it('notes the route before the IdP and puts it back when the IdP returns to the base', () => {
    const storage = createMemoryStorage();
    const nav = page('http://localhost:8080/b/welbi/visit/12?showAddDocuments=true');
    rememberRoute(storage, nav, base);
    nav.go('http://localhost:8080/b/welbi/#state=s&session_state=x&code=c');
    rememberRoute(storage, nav, base); // the callback address never overwrites the noted route
    nav.go('http://localhost:8080/b/welbi/'); // keycloak-js removed its fragment
    restoreRoute(storage, nav, base);
    expect(nav.replaced).toEqual(['http://localhost:8080/b/welbi/visit/12?showAddDocuments=true']);
    expect(storage.getItem(SESSION_KEYS.returnTo)).toBeNull();
  });

  it('does nothing when no redirect happened (still on the route) or the noted route is foreign', () => {
    const storage = createMemoryStorage();
    const nav = page('http://localhost:8080/b/welbi/visits');
    rememberRoute(storage, nav, base);
    restoreRoute(storage, nav, base);
    expect(nav.replaced).toEqual([]);
    for (const hostile of ['//evil.test/x', 'https://evil.test/', '/b/pzu/visits', '/auth/realms/x']) {
      storage.setItem(SESSION_KEYS.returnTo, hostile);
      nav.go('http://localhost:8080/b/welbi/');
      restoreRoute(storage, nav, base);
    }
    expect(nav.replaced).toEqual([]);
  });

  it('never notes a route of another origin or outside the base', () => {
    const storage = createMemoryStorage();
    rememberRoute(storage, page('http://127.0.0.1:8081/b/welbi/visits'), base);
    rememberRoute(storage, page('http://localhost:8080/b/pzu/visits'), base);
    expect(storage.getItem(SESSION_KEYS.returnTo)).toBeNull();
  });
});
