const API_PREFIXES = ['/patient-portal/', '/visit-api/'];

function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

const cache = new Map<string, RegExp>();

/** Whether `path` is in the default scope of a rule without a pattern: the API. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Whether a request path matches a fault's pattern. A pattern starting with `/` is an anchored
 * glob (`*` matches within one segment, `**` across segments); any other pattern matches as a
 * substring (`appointments` hits `/patient-portal/api/appointments/12`). No pattern: the API.
 */
export function matchesFaultPath(pattern: string | undefined, path: string): boolean {
  if (pattern === undefined) return isApiPath(path);
  if (!pattern.startsWith('/')) return path.includes(pattern);
  let regexp = cache.get(pattern);
  if (!regexp) {
    regexp = globToRegExp(pattern);
    cache.set(pattern, regexp);
  }
  return regexp.test(path);
}
