import { classifyHostPath } from '../hosting/classifyHostPath';
import { hostHeaders } from '../hosting/hostHeaders';
import { hostPolicy } from './hostPolicy';
import type { TrustedOrigins } from './TrustedOrigins';

/**
 * The header table's HTML headers for `path` (`hosting/hostHeaders.ts`), for pages answered
 * outside the Hono app: the dev IdP's, which oidc-provider renders itself.
 */
export function htmlSecurityHeaders(path: string, origins: TrustedOrigins): Record<string, string> {
  return { ...hostHeaders(classifyHostPath(path), hostPolicy(origins)).html };
}
