import type { RouteId } from '@wizyta/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
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

const cache = new Map<RouteId, LazyExoticComponent<ComponentType>>();

/** The route's page as a `React.lazy` component (one per route, created once). */
export function routePage(id: RouteId): LazyExoticComponent<ComponentType> {
  let page = cache.get(id);
  if (!page) {
    page = lazy(pageImporter(id));
    cache.set(id, page);
  }
  return page;
}
