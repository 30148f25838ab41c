// Writes realm-wizyta.json's clients from the dev IdP's (one per deployment, from the brand list):
// `npm run realm-export -w @wizyta/sample-backend`. The rest of the realm file is kept as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { createBackend } from '../src/createBackend';
import { realmExportClients } from '../src/idp/realmExportClients';

const file = new URL('../realm-wizyta.json', import.meta.url);
const realm = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const backend = await createBackend({ log: () => {} });
realm.clients = realmExportClients(backend.ctx);
writeFileSync(file, `${JSON.stringify(realm, null, 2)}\n`);
console.log(`realm-wizyta.json: ${(realm.clients as unknown[]).length} clients`);
