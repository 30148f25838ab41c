import { can } from '../permissions/can';
import { matchRoute } from '../routes/matchRoute';
import type { RouteAccess } from '../routes/ROUTES';
import { isRole, NO_ROLE_CODE } from '../schemas/ROLES';
import { applyRouteRule } from './applyRouteRule';
import type { NavigationDecision, NavigationInput } from './NavigationDecision';

function withQuery(path: string, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The navigation guard of spec §2, as a pure function the router calls on every navigation:
 * maintenance first, unknown paths to `/`, public routes without login (registration only with
 * REGISTRATION), then the global steps in order — 1 login, 2 a PATIENT or DOCTOR role, 3 terms
 * and consents, 4 the subscription-end notice, 5 the route's action — and last the rule of the
 * route itself (agreements, NFZ, order steps, no-doctors).
 */
export function resolveNavigation(input: NavigationInput): NavigationDecision {
  if (input.config.maintenance) return { kind: 'maintenance' };

  const match = matchRoute(input.path);
  if (!match) return { kind: 'redirect', to: '/' };

  const { route } = match;
  const access: RouteAccess = route.access;
  const { roles } = input.session;
  const { type } = input.config;

  if (access.kind === 'public') {
    if (access.action && !can(access.action, { roles, type })) return { kind: 'redirect', to: '/' };
    return { kind: 'allow', route, params: match.params };
  }

  // Step 1.
  if (!input.session.authenticated) return { kind: 'login' };
  // Step 2, saying the sign-in failed (4103).
  if (!roles.some(isRole)) return { kind: 'logout', code: NO_ROLE_CODE };
  // Step 3: a missing profile (not loaded, or a doctor) counts as accepted.
  const { profile } = input;
  if (profile && (!profile.termsAccepted || profile.consentsVersionChanged) && route.id !== 'agreements') {
    const from = encodeURIComponent(withQuery(input.path, input.query));
    return { kind: 'redirect', to: `/agreements?redirectedFrom=${from}` };
  }
  // Step 4: /agreements is exempt so that a user who must accept new terms can still do so.
  if (profile?.showSubscriptionEndPopup && route.id !== 'subscription-end' && route.id !== 'agreements') {
    return { kind: 'redirect', to: '/subscription-end' };
  }
  // Step 5.
  if (access.kind === 'action' && !can(access.action, { roles, type })) return { kind: 'logout' };

  return applyRouteRule(match, input);
}
