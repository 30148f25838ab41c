/** A released version's folder (`0.3.1/`, `1.0.0-rc.1/`), or a content-hashed file in any folder. */
const IMMUTABLE = /^(?:\d+\.\d+\.\d+(?:-[\w.]+)?\/|(?:v\d+\/)?(?:chunks|workers)\/)/;

/** Five minutes: how stale a moving URL may be, so a release reaches every page within that. */
export const MOVING_MAX_AGE_S = 300;

/**
 * The `Cache-Control` of a widget file, by its path below `/widget/` (docs/deploy.md, "Cache"):
 * - `<version>/…` never changes once published, nor does a content-hashed `chunks/`/`workers/`
 *   file: cached for a year, `immutable` (no revalidation);
 * - `manifest.json` names the current release's hashes: `no-cache` (always revalidated);
 * - `v<major>/…` and the unversioned files move with each release: five minutes, then revalidated.
 */
export function widgetCacheControl(relativePath: string): string {
  if (IMMUTABLE.test(relativePath)) return 'public, max-age=31536000, immutable';
  if (relativePath === 'manifest.json') return 'no-cache';
  return `public, max-age=${MOVING_MAX_AGE_S}, must-revalidate`;
}
