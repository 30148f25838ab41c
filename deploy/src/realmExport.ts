// `npm run realm-export -- --origin https://…`: writes the Keycloak realm for a production origin
// (deploy/keycloak/realm-wizyta.json by default): the sample realm's settings with one public client
// per deployment — exact redirect and post-logout URIs on that origin (each portal base, its
// silent-check-sso page, the widget's flow frame in its folders), web origins that origin only.
// `--release 0.2.0` (repeatable) keeps the flow frames of older release folders partners still pin.
// The sample's own realm (http://localhost:8080) is `npm run realm-export -w @wizyta/sample-backend`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { productionRealm } from './productionRealm';

try {
  const argv = process.argv.slice(2);
  const option = (name: string) => argv.flatMap((arg, i) => (arg === `--${name}` ? [argv[i + 1] ?? ''] : []));
  const unknown = argv.filter(
    (arg, i) => arg.startsWith('--') && !['--origin', '--release', '--out'].includes(arg) && i % 2 === 0,
  );
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}`);
  const [origin] = option('origin');
  if (!origin) {
    throw new Error(
      'usage: npm run realm-export -- --origin https://provider.host [--release 0.2.0]… [--out deploy/keycloak/realm-wizyta.json]',
    );
  }
  const out = option('out')[0] ?? 'deploy/keycloak/realm-wizyta.json';
  const realm = productionRealm(origin, option('release'));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(realm, null, 2)}\n`);
  console.log(`${out}: realm wizyta, ${realm.clients.length} clients for ${origin}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
