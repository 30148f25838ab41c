import type { HostPolicy } from '../hosting/hostHeaders';
import type { TrustedOrigins } from './TrustedOrigins';

/** The header table's inputs from the sample's origins: http (no HSTS) and no CSP collector. */
export function hostPolicy(origins: TrustedOrigins): HostPolicy {
  return {
    listsOf: (brand) => ({ trusted: origins.forBrand(brand), embedded: origins.embeddedFor(brand) }),
    allTrusted: origins.all,
    https: origins.publicOrigin.startsWith('https:'),
  };
}
