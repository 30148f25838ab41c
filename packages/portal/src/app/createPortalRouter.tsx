import { ROUTES } from '@wizyta/core';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routerBasename } from './readBasePath';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { type LoadMessageAreas, routePage } from './routes/routePage';
import { isOrderRoute, pageIdOf } from './routes/routePages';
import { Shell } from './shell/Shell';

/** Unknown paths render nothing: the guard redirects them to `/` (spec §2). */
function Unknown() {
  return null;
}

/** A route of core's `ROUTES` as a route object (`/` is the index route), rendering `Component`. */
function routeObject(route: (typeof ROUTES)[number], Component?: ComponentType): RouteObject {
  const at = route.path === '/' ? { index: true as const } : { path: route.path };
  return { id: route.id, ...at, ...(Component ? { Component, ErrorBoundary: RouteErrorPage } : {}) };
}

/**
 * The portal's route table: the shell as the layout; one child per route of core's `ROUTES`, each
 * rendering its lazily loaded page (with its message areas; `ROUTE_PAGES` says which) and an error
 * boundary that keeps the shell when the page's code fails; the order steps under one pathless
 * layout route (`order-flow`) whose page owns the order actor and renders the step.
 */
export function portalRoutes(loadMessageAreas: LoadMessageAreas): RouteObject[] {
  const pages = ROUTES.filter((route) => !isOrderRoute(route.id)).map((route) =>
    routeObject(route, routePage(pageIdOf(route.id), loadMessageAreas)),
  );
  const orderFlow: RouteObject = {
    id: 'order-flow',
    Component: routePage('order-flow', loadMessageAreas),
    ErrorBoundary: RouteErrorPage,
    children: ROUTES.filter((route) => isOrderRoute(route.id)).map((route) => routeObject(route)),
  };
  const unknown: RouteObject = { path: '*', Component: Unknown };
  return [
    { path: '/', Component: Shell, ErrorBoundary: RouteErrorPage, children: [...pages, orderFlow, unknown] },
  ];
}

/** The browser router of the portal, under the deployment's base path (`/` or `/b/<type>/`). */
export function createPortalRouter(basePath: string, loadMessageAreas: LoadMessageAreas) {
  return createBrowserRouter(portalRoutes(loadMessageAreas), { basename: routerBasename(basePath) });
}
