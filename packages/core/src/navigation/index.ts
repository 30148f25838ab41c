export { orderPagePath } from './applyRouteRule';
export type { NavigationDecision, NavigationInput } from './NavigationDecision';
export { resolveNavigation } from './resolveNavigation';
export { safeRedirectTarget } from './safeRedirectTarget';
