import { classifyHostPath } from '../hosting/classifyHostPath';
import { hostHeaders } from '../hosting/hostHeaders';
import { hostPolicy } from './hostPolicy';
import type { TrustedOrigins } from './TrustedOrigins';

/**
 * The header table's headers of an HTML answer at `path` (`hosting/hostHeaders.ts`: those of every
 * answer, HSTS on https included, and the CSP set), for pages answered outside the Hono app: the
 * dev IdP's, which oidc-provider renders itself.
 */
export function htmlSecurityHeaders(path: string, origins: TrustedOrigins): Record<string, string> {
  const headers = hostHeaders(classifyHostPath(path), hostPolicy(origins));
  return { ...headers.always, ...headers.html };
}
