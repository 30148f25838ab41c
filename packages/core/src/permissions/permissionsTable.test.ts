import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from './ACTIONS';
import { permissionsTable } from './permissionsTable';

const README = resolve(dirname(fileURLToPath(import.meta.url)), '../../../portal/README.md');

describe('permissionsTable', () => {
  it('has a row per action and groups WELBI, inter and general apart', () => {
    const table = permissionsTable();
    expect(table.split('\n')).toHaveLength(ACTIONS.length + 2);
    const head = table.split('\n')[0] ?? '';
    expect(head).toMatch(/general: general, sandbox \|/);
    expect(head).toMatch(/insurer: welbi \|/);
    expect(head).toMatch(/insurer: inter, interrisk \|/);
  });

  it('is what the portal README shows (run `npm run docs:permissions` after changing the rules)', () => {
    const readme = readFileSync(README, 'utf8');
    const match = /<!-- permissions:start -->\n([\s\S]*?)\n<!-- permissions:end -->/.exec(readme);
    expect(match?.[1]).toBe(permissionsTable());
  });
});
