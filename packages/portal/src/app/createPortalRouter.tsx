import { ROUTES } from '@wizyta/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routerBasename } from './readBasePath';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { type LoadMessageAreas, routePage } from './routes/routePage';
import { Shell } from './shell/Shell';

/** Unknown paths render nothing: the guard redirects them to `/` (spec §2). */
function Unknown() {
  return null;
}

/**
 * The route objects: the shell as the layout, and one child per route of core's `ROUTES`, each a
 * lazily loaded page (with its message areas) and an error boundary that keeps the shell when the
 * page's code fails.
 */
export function portalRoutes(loadMessageAreas: LoadMessageAreas): RouteObject[] {
  const children: RouteObject[] = ROUTES.map((route) =>
    route.path === '/'
      ? { index: true, Component: routePage(route.id, loadMessageAreas), ErrorBoundary: RouteErrorPage }
      : { path: route.path, Component: routePage(route.id, loadMessageAreas), ErrorBoundary: RouteErrorPage },
  );
  children.push({ path: '*', Component: Unknown });
  return [{ path: '/', Component: Shell, ErrorBoundary: RouteErrorPage, children }];
}

/** The browser router of the portal, under the deployment's base path (`/` or `/b/<type>/`). */
export function createPortalRouter(basePath: string, loadMessageAreas: LoadMessageAreas) {
  return createBrowserRouter(portalRoutes(loadMessageAreas), { basename: routerBasename(basePath) });
}
