import { readFileSync } from 'node:fs';
import { originError } from '@wizyta/core/config';
import { flowFramePaths, portalClients, realmExportClients } from '@wizyta/sample-backend/deployment';

/** The sample's realm file: roles and realm settings, the same in production (users are not in it). */
const SAMPLE_REALM = new URL('../../packages/sample-backend/realm-wizyta.json', import.meta.url);

/** A Keycloak realm export with its clients. */
export interface RealmExport extends Record<string, unknown> {
  readonly clients: object[];
}

/**
 * The realm an operator imports into Keycloak for `origin`: the sample realm's settings, and the
 * portal clients the dev IdP registers (`portalClients`, `realmExportClients`) made for `origin`
 * instead of the sample's — so the production clients are the tested ones. Each `release` adds the
 * flow frame of its folders (`/widget/<version>/flow.html`, `/widget/v<major>/flow.html`) to every
 * client: SSO in a pinned frame returns to the frame's own address.
 */
export function productionRealm(origin: string, releases: readonly string[]): RealmExport {
  const problem = originError(origin);
  if (problem) throw new Error(`--origin ${origin}: ${problem}`);
  for (const release of releases) {
    if (!/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(release))
      throw new Error(`--release ${release}: expected a version`);
  }
  const pinned = [...new Set(releases.flatMap((release) => flowFramePaths(release)))].map(
    (path) => `${origin}${path}`,
  );
  const realm = JSON.parse(readFileSync(SAMPLE_REALM, 'utf8')) as Record<string, unknown>;
  const clients = realmExportClients({
    portalClients: portalClients(origin, () => pinned),
    origins: { publicOrigin: origin },
  });
  return { ...realm, clients };
}
