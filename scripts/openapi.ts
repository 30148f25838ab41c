// `npm run openapi`: writes docs/api/openapi.json, generated from the contract (core's `API`).
// `npm run openapi -- --check`: fails, writing nothing, when the committed file differs (drift).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument } from '@wizyta/core/openapi';

const root = resolve(import.meta.dirname, '..');
const target = resolve(root, 'docs/api/openapi.json');
const { version } = JSON.parse(readFileSync(resolve(root, 'packages/core/package.json'), 'utf8')) as {
  version: string;
};
// Formatted by the repo's Biome, so `npm run lint` and `npm run format` leave the file as written.
const generated = execFileSync(
  resolve(root, 'node_modules/.bin/biome'),
  ['format', '--stdin-file-path=docs/api/openapi.json'],
  { input: JSON.stringify(buildOpenApiDocument({ version })), encoding: 'utf8' },
);

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // A missing file is drift like any other.
  }
  if (committed !== generated) {
    console.error(
      `docs/api/openapi.json is out of date with packages/core/src/api: run \`npm run openapi\` and commit it.`,
    );
    process.exit(1);
  }
  console.log('docs/api/openapi.json matches the contract.');
} else {
  writeFileSync(target, generated);
  console.log(`wrote ${target}`);
}
