import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { widgetVersion } from '@wizyta/sample-backend/deployment';
import { describe, expect, it } from 'vitest';
import { parseBrandsFile } from './brandsFile';
import { deploymentFiles, NGINX_CONFIG } from './deploymentFiles';
import { parseDeployArgs } from './parseDeployArgs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const COMMITTED = join(REPO, 'deploy/nginx');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('deploy/nginx (the committed production example)', () => {
  it('is exactly what its own command line generates (run it again after a change of brands, trust lists or headers)', () => {
    const committed = readFileSync(join(COMMITTED, NGINX_CONFIG), 'utf8');
    const command = /^# {3}(npm run deploy:config -- .*)$/m.exec(committed)?.[1];
    expect(command).toBeDefined();
    const argv = command!.replace('npm run deploy:config -- ', '').split(' ');
    const args = parseDeployArgs(argv);
    const brandsPath = join(REPO, args.brands);
    const files = deploymentFiles({
      ...args,
      tls: { certificate: args.certificate, key: args.key },
      brands: parseBrandsFile(JSON.parse(readFileSync(brandsPath, 'utf8')), args.brands),
      release: widgetVersion(),
      command: command!,
    });
    const onDisk = filesUnder(COMMITTED)
      .map((path) => relative(COMMITTED, path))
      .sort();
    expect(onDisk).toEqual([...files.keys()].sort());
    for (const [path, text] of files) expect(readFileSync(join(COMMITTED, path), 'utf8'), path).toBe(text);
  });
});
