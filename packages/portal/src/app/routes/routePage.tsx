import { matchRoute } from '@wizyta/core';
import { type ComponentType, lazy, useState } from 'react';
import { type RouteMessageArea, routeMessageAreas } from '../i18n/routeMessageAreas';
import { type PageId, type PageModule, pageIdOf, ROUTE_PAGES } from './routePages';

/** Loads message areas; resolves once `messages.t` knows their ids (see `createPortalMessages`). */
export type LoadMessageAreas = (areas: readonly RouteMessageArea[]) => Promise<void>;

interface PageLoad {
  readonly promise: Promise<PageModule>;
  /** Set once both the page's code and its message areas have arrived. */
  module?: PageModule;
}

const loads = new WeakMap<LoadMessageAreas, Map<PageId, PageLoad>>();
const pages = new WeakMap<LoadMessageAreas, Map<PageId, ComponentType>>();

function cacheOf<T>(caches: WeakMap<LoadMessageAreas, Map<PageId, T>>, key: LoadMessageAreas) {
  let cache = caches.get(key);
  if (!cache) {
    cache = new Map();
    caches.set(key, cache);
  }
  return cache;
}

/** The page's code and message areas, fetched in parallel, once (again after a failure). */
function loadPage(id: PageId, loadMessageAreas: LoadMessageAreas): PageLoad {
  const cache = cacheOf(loads, loadMessageAreas);
  let load = cache.get(id);
  if (!load) {
    const promise = Promise.all([ROUTE_PAGES[id](), loadMessageAreas(routeMessageAreas(id))]).then(
      ([module]) => {
        started.module = module;
        return module;
      },
    );
    const started: PageLoad = { promise };
    promise.catch(() => cache.delete(id));
    cache.set(id, started);
    load = started;
  }
  return load;
}

/**
 * The page of a route (one component per page and loader, created once). It renders only when both
 * the page's code and its message areas have arrived, so a page never shows before `messages.t`
 * knows its ids. A page already fetched ({@link preloadRoutePage}) renders at once; otherwise a
 * `React.lazy` suspends until it arrives — and React then holds the reveal back for up to 300 ms
 * after the loading state showed, which on the first page of a visit is the wait the preload
 * removes.
 */
export function routePage(id: PageId, loadMessageAreas: LoadMessageAreas): ComponentType {
  const cache = cacheOf(pages, loadMessageAreas);
  let page = cache.get(id);
  if (!page) {
    const Lazy = lazy(() => loadPage(id, loadMessageAreas).promise);
    page = function RoutePage() {
      // Decided once per mount, so the page is never swapped for the same page under another type.
      const [Loaded] = useState(() => cacheOf(loads, loadMessageAreas).get(id)?.module?.default);
      return Loaded ? <Loaded /> : <Lazy />;
    };
    cache.set(id, page);
  }
  return page;
}

/**
 * Starts fetching the page of `path` (relative to the base path, e.g. `/make-appointment`) and its
 * message areas, so that they arrive while the session is still signing in instead of after it.
 * An unknown path fetches nothing; a failed fetch is left to the route, which shows its error page.
 * Resolves (never rejects) when the fetch has ended.
 */
export function preloadRoutePage(path: string, loadMessageAreas: LoadMessageAreas): Promise<void> {
  const match = matchRoute(path);
  if (!match) return Promise.resolve();
  return loadPage(pageIdOf(match.route.id), loadMessageAreas).promise.then(
    () => undefined,
    () => undefined,
  );
}
