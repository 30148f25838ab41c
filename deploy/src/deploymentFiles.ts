import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DeploymentInput } from './DeploymentInput';
import { generateBrandConfigs } from './generateBrandConfigs';
import { generateNginxConfig } from './generateNginxConfig';

/** The nginx config's file name in the output folder. */
export const NGINX_CONFIG = 'wizyta.conf';

/** Every generated file by its path in the output folder: `wizyta.conf` and `config/…/config.json`. */
export function deploymentFiles(input: DeploymentInput): Map<string, string> {
  const files = new Map([[NGINX_CONFIG, generateNginxConfig(input)]]);
  for (const [path, text] of generateBrandConfigs(input)) files.set(join('config', path), text);
  return files;
}

/** Writes the files into `dir`, replacing an earlier generation (a brand gone is gone from disk too). */
export function writeDeploymentFiles(dir: string, files: ReadonlyMap<string, string>): void {
  rmSync(join(dir, 'config'), { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}
