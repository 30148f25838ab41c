// `npm run deploy:config -- --origin https://… --api … --idp …`: writes the nginx config and every
// deployment's config.json (deploy/nginx/ by default) from the brand list, deploy/brands.json and
// the widget release. docs/deploy.md says what each file is and where it goes.
import { readFileSync } from 'node:fs';
import { widgetVersion } from '@wizyta/sample-backend/deployment';
import { parseBrandsFile } from './brandsFile';
import { deploymentFiles, NGINX_CONFIG, writeDeploymentFiles } from './deploymentFiles';
import { parseDeployArgs } from './parseDeployArgs';

try {
  const argv = process.argv.slice(2);
  const args = parseDeployArgs(argv);
  const brands = parseBrandsFile(JSON.parse(readFileSync(args.brands, 'utf8')), args.brands);
  const files = deploymentFiles({
    ...args,
    tls: { certificate: args.certificate, key: args.key },
    brands,
    release: widgetVersion(),
    command: `npm run deploy:config -- ${argv.join(' ')}`,
  });
  writeDeploymentFiles(args.out, files);
  console.log(`${args.out}/${NGINX_CONFIG} and ${files.size - 1} config.json files for ${args.origin}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
