import type { BrandType } from '../config/BRAND_TYPES';
import type { HostPath } from './classifyHostPath';
import { HOST_TABLE } from './hostTable';
import { type BrandLists, type Framing, type HostSettings, htmlHeaders } from './htmlHeaders';

/** The headers one kind of path gets, split by when they apply. */
export interface ClassHeaders {
  /** On every answer. */
  readonly always: Readonly<Record<string, string>>;
  /** On an HTML answer, besides `always`. */
  readonly html: Readonly<Record<string, string>>;
  /** `Cache-Control`, when the answer names none itself (see `HostRow.cache`). */
  readonly cache?: { readonly value: string; readonly everyAnswer?: boolean };
  /** CORS for the trusted origins, and `Vary: Origin` on every answer. */
  readonly cors: boolean;
}

/** Every brand's lists (GENERAL's serve the root deployment too) and the deployment's settings. */
export interface HostPolicy extends HostSettings {
  listsOf(brand: BrandType): BrandLists;
}

function framingOf(path: HostPath, policy: HostPolicy): Framing {
  const { framedBy } = HOST_TABLE[path.pathClass];
  if (framedBy === 'anyPartner') return { by: policy.allTrusted };
  if (framedBy === 'self' || path.brand === null) return 'selfOnly';
  return { by: policy.listsOf(path.brand).trusted };
}

/**
 * The header table applied to one path (`classifyHostPath`): what the sample backend sends and
 * what the generated nginx config's location for that path sends. A path framed by nobody else
 * (an unknown brand) still names GENERAL's embedded hosts, as GENERAL's own pages do.
 */
export function hostHeaders(path: HostPath, policy: HostPolicy): ClassHeaders {
  const row = HOST_TABLE[path.pathClass];
  const always: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (policy.https) always['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  if (row.resourcePolicy) always['Cross-Origin-Resource-Policy'] = row.resourcePolicy;
  const embedded = policy.listsOf(path.brand ?? 'general').embedded;
  return {
    always,
    html: htmlHeaders(framingOf(path, policy), embedded, row.openerIsolation, policy),
    ...(row.cache ? { cache: row.cache } : {}),
    cors: row.cors,
  };
}
