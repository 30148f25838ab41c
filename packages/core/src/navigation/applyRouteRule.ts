import { can } from '../permissions/can';
import type { RouteMatch } from '../routes/matchRoute';
import type { NavigationDecision, NavigationInput } from './NavigationDecision';

const MAKE_APPOINTMENT = '/make-appointment';

/**
 * Spec §2: with nothing to accept, /agreements is left for /subscription-end when that popup is
 * flagged, else for `/`. (The page itself returns the patient to `redirectedFrom` once they
 * have accepted: that is the page's answer to a submit, not this rule.)
 */
function leaveAgreements(input: NavigationInput): NavigationDecision {
  if (input.profile?.showSubscriptionEndPopup) return { kind: 'redirect', to: '/subscription-end' };
  return { kind: 'redirect', to: '/' };
}

/**
 * The order page of this user for order `id`: the full one, or WELBI's short one (spec §2) for
 * whoever may book but not open the full order page.
 */
export function orderPagePath(id: string, access: { type: string; roles: readonly string[] }): string {
  const path = `/order/${encodeURIComponent(id)}`;
  return can('SHOW_ORDER', access) ? path : `${path}/short`;
}

function orderStep(match: RouteMatch, input: NavigationInput): NavigationDecision | null {
  if (!input.order) return { kind: 'redirect', to: MAKE_APPOINTMENT };
  if (input.order.id === match.params.id) return null;
  const to = orderPagePath(input.order.id, { type: input.config.type, roles: input.session.roles });
  return match.route.id === 'order-payment'
    ? { kind: 'redirect', to, clearOrder: true }
    : { kind: 'redirect', to };
}

/**
 * The per-route rules of the spec §2 table, applied once the global guard let the user through.
 * Returns the decision for the matched route.
 */
export function applyRouteRule(match: RouteMatch, input: NavigationInput): NavigationDecision {
  const allow: NavigationDecision = { kind: 'allow', route: match.route, params: match.params };
  const { roles } = input.session;
  const { type } = input.config;
  switch (match.route.id) {
    case 'agreements': {
      const mustAccept =
        input.profile && (!input.profile.termsAccepted || input.profile.consentsVersionChanged);
      return mustAccept ? allow : leaveAgreements(input);
    }
    case 'nfz-visit-type':
      if (!can('SHOW_NFZ', { roles, type })) return { kind: 'redirect', to: MAKE_APPOINTMENT };
      // The choice starts a new order: whatever was held belongs to an abandoned one.
      return { ...allow, clearOrder: true };
    case 'order-short': {
      const full = can('SHOW_ORDER', { roles, type });
      if (full) return { kind: 'redirect', to: `/order/${encodeURIComponent(match.params.id ?? '')}` };
      return orderStep(match, input) ?? allow;
    }
    case 'order-personal':
    case 'order-symptoms':
    case 'order-payment':
      return orderStep(match, input) ?? allow;
    case 'no-doctors':
      return input.data === undefined || input.data === null
        ? { kind: 'redirect', to: MAKE_APPOINTMENT }
        : allow;
    default:
      return allow;
  }
}
