/** The prefix every portal path of the contract already starts with. */
const PORTAL_PREFIX = '/patient-portal/api';

/**
 * The base URL the contract's paths are appended to. Contract paths are full paths from the API
 * origin (`/patient-portal/api/…`, `/visit-api/…`), so `config.apiUrl` is normally an origin
 * (`http://localhost:8080`). A deployment behind a gateway prefix keeps it
 * (`https://gw.example/wizyta`), and an `apiUrl` that already ends in `/patient-portal/api` — the
 * provider's habit — has that suffix dropped so it is not doubled.
 *
 * @example resolveApiBase('http://localhost:8080/patient-portal/api/') // 'http://localhost:8080'
 */
export function resolveApiBase(apiUrl: string): string {
  const url = new URL(apiUrl);
  let path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith(PORTAL_PREFIX)) path = path.slice(0, -PORTAL_PREFIX.length);
  return `${url.origin}${path}`;
}
