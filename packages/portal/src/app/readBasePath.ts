/** The name of the meta tag through which the server tells the app its base path. */
export const BASE_META_NAME = 'wizyta-base';

// `/` or `/b/<type>/`: anything else (a full URL, `//evil`, `..`) is ignored.
const BASE_PATH = /^\/(?:b\/[a-z_]+\/)?$/;

/**
 * The deployment's base path: the `<meta name="wizyta-base" content="/b/<type>/">` the sample
 * backend injects for a brand (a `<base>` element is forbidden by `base-uri 'none'`), or `/`.
 * Always starts and ends with `/`.
 */
export function readBasePath(doc: Document = document): string {
  const content = doc.querySelector(`meta[name="${BASE_META_NAME}"]`)?.getAttribute('content') ?? '/';
  return BASE_PATH.test(content) ? content : '/';
}

/** The router's basename for a base path: `/b/pzu/` → `/b/pzu`, `/` → `/`. */
export function routerBasename(basePath: string): string {
  return basePath === '/' ? '/' : basePath.replace(/\/$/, '');
}

/**
 * The route path of an address under the base path: `/b/pzu/visit/7` under `/b/pzu/` →
 * `/visit/7`; `null` for an address outside it.
 */
export function routePathOf(pathname: string, basePath: string): string | null {
  if (pathname === routerBasename(basePath)) return '/';
  return pathname.startsWith(basePath) ? `/${pathname.slice(basePath.length)}` : null;
}
