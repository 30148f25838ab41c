import { brandBasePath, brandOf, createBrandConfig, DEPLOYMENTS } from '@wizyta/sample-backend/deployment';
import { listsOf } from './brandsFile';
import type { DeploymentInput } from './DeploymentInput';

/**
 * Each deployment's `config.json` by its path under `config/` (`config.json` for GENERAL at `/`,
 * `b/<type>/config.json`): the sample backend's own (`createBrandConfig`) for this origin — API at
 * `<origin>/gw/<type>` (GENERAL's at the origin), IdP at `<origin>/auth`, a client per deployment —
 * with the brand's lists, its analytics id and invoice seller where its entry (or `default`) gives
 * them, the captcha where `brands.json` asks for it, its contact (phone line, e-mail, NFZ
 * declaration page) when it gives one, and `mock` only for sandbox.
 */
export function generateBrandConfigs(input: DeploymentInput): Map<string, string> {
  const files = new Map<string, string>();
  for (const deployment of DEPLOYMENTS) {
    const brand = brandOf(deployment);
    const lists = listsOf(input.brands, brand);
    const config = {
      ...createBrandConfig(deployment, {
        publicOrigin: input.origin,
        trusted: lists.trusted,
        embedded: lists.embedded,
      }),
      mock: deployment === 'sandbox',
      ...input.brands.contact,
      ...lists.fields,
      ...(deployment !== 'root' && input.brands.captcha.includes(deployment)
        ? { captchaSiteKey: `wizyta-${deployment}` }
        : {}),
    };
    files.set(`${brandBasePath(deployment).slice(1)}config.json`, `${JSON.stringify(config, null, 2)}\n`);
  }
  return files;
}
