import type { RouteId } from '@wizyta/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type RouteMessageArea, routeMessageAreas } from '../i18n/routeMessageAreas';
import { featurePageFile } from './featurePageFile';

type PageModule = { default: ComponentType };
type PageImporter = () => Promise<PageModule>;

// Every feature page that exists at build time, each its own lazily loaded chunk. A route whose
// page is not written yet gets the placeholder, so the build never breaks on a missing file.
const FEATURE_PAGES: Readonly<Record<string, PageImporter>> = import.meta.glob<PageModule>(
  '../../features/*/*Page.tsx',
);

const placeholder: PageImporter = () => import('./PlaceholderPage');

/** The importer of a route's page: the feature's page, or the placeholder while it is missing. */
export function pageImporter(
  id: RouteId,
  pages: Readonly<Record<string, PageImporter>> = FEATURE_PAGES,
): PageImporter {
  return pages[`../../${featurePageFile(id)}`] ?? placeholder;
}

/** Whether a route still shows the placeholder (the list goes into the README and the report). */
export function isPlaceholder(id: RouteId): boolean {
  return pageImporter(id) === placeholder;
}

/** Loads message areas; resolves once `messages.t` knows their ids (see `createPortalMessages`). */
export type LoadMessageAreas = (areas: readonly RouteMessageArea[]) => Promise<void>;

const caches = new WeakMap<LoadMessageAreas, Map<RouteId, LazyExoticComponent<ComponentType>>>();

/**
 * The route's page as a `React.lazy` component (one per route and loader, created once). It
 * resolves only when both the page's code and its message areas have arrived, so a page never
 * renders before `messages.t` knows its ids; both are fetched in parallel.
 */
export function routePage(
  id: RouteId,
  loadMessageAreas: LoadMessageAreas,
): LazyExoticComponent<ComponentType> {
  let cache = caches.get(loadMessageAreas);
  if (!cache) {
    cache = new Map();
    caches.set(loadMessageAreas, cache);
  }
  let page = cache.get(id);
  if (!page) {
    const importPage = pageImporter(id);
    page = lazy(async () => (await Promise.all([importPage(), loadMessageAreas(routeMessageAreas(id))]))[0]);
    cache.set(id, page);
  }
  return page;
}
