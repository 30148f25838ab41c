import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { LoadMessageAreas } from '../routes/routePage';
import type { RouteMessageArea } from './routeMessageAreas';

/**
 * `React.lazy` for a feature component the shell renders outside the routes: it resolves once
 * both its code and its message areas have arrived, so it never shows an id. Returns one lazy
 * component per loader (the portal has one; tests may make several).
 */
export function lazyWithMessageAreas<Props extends object>(
  importComponent: () => Promise<{ default: ComponentType<Props> }>,
  areas: readonly RouteMessageArea[],
): (loadMessageAreas: LoadMessageAreas) => LazyExoticComponent<ComponentType<Props>> {
  const made = new WeakMap<LoadMessageAreas, LazyExoticComponent<ComponentType<Props>>>();
  return (loadMessageAreas) => {
    let component = made.get(loadMessageAreas);
    if (!component) {
      component = lazy(async () => (await Promise.all([importComponent(), loadMessageAreas(areas)]))[0]);
      made.set(loadMessageAreas, component);
    }
    return component;
  };
}
