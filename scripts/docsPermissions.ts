// `npm run docs:permissions`: writes the "brand kind × what the patient sees" table, generated
// from PERMISSION_RULES (core's permissionsTable), between the markers of the portal README.
// core's permissionsTable.test.ts fails while the README is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { permissionsTable } from '../packages/core/src/permissions/permissionsTable';

const readme = resolve(import.meta.dirname, '../packages/portal/README.md');
const text = readFileSync(readme, 'utf8');
const markers = /<!-- permissions:start -->\n(?:[\s\S]*?\n)?<!-- permissions:end -->/;
if (!markers.test(text)) throw new Error(`${readme}: no <!-- permissions:start/end --> markers`);
writeFileSync(
  readme,
  text.replace(markers, `<!-- permissions:start -->\n${permissionsTable()}\n<!-- permissions:end -->`),
);
console.log(`updated ${readme}`);
