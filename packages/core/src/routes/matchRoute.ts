import type { AppRoute } from './ROUTES';
import { ROUTES } from './ROUTES';

/** A route matched against a pathname, with its decoded params (absent optional ones left out). */
export interface RouteMatch {
  readonly route: AppRoute;
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  readonly route: AppRoute;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

function compile(route: AppRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(param[1] ?? '');
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { route, pattern: new RegExp(`^${source || '/'}$`), names };
}

const compiled = ROUTES.map(compile);

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Finds the route of an app pathname (no query, no base path). A trailing slash is ignored;
 * a param that is not valid percent-encoding makes the path unknown.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const { route, pattern, names } of compiled) {
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [index, name] of names.entries()) {
      const raw = match[index + 1];
      if (raw === undefined) continue;
      const value = decode(raw);
      if (value === null) return null;
      params[name] = value;
    }
    return { route, params };
  }
  return null;
}
