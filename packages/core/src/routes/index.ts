export type { RouteMatch } from './matchRoute';
export { matchRoute } from './matchRoute';
export type { AppRoute, Route, RouteAccess, RouteId } from './ROUTES';
export { ROUTES } from './ROUTES';
