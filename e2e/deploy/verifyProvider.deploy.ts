import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { startTestServer } from '@wizyta/sample-backend/testing';
import { startLocalDeployment } from '../../deploy/src/startLocalDeployment';
import { findNginx } from '../../deploy/src/startNginx';
import { CONTROLS, verifyProvider } from '../../deploy/src/verify/verifyProvider';
import { expect, test } from '../test';

// `npm run verify:provider` against the deployment as production runs it (deploy:local's nginx and
// sample backend, production limits, no development shortcuts): every line passes. Then against a
// sample backend with one control switched off at a time (a test-only option): that line fails,
// and only that one.

// The stranger's phone is one of the operator's own that no patient has (no seeded account has it).
const ACCOUNT = [
  ...['--sms-phone', '+48 500100200', '--stranger-phone', '+48 699000001'],
  ...['--user', 'pacjent', '--password', 'pacjent'],
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

test('every control passes against deploy:local, in one bounded run of the command', async () => {
  test.setTimeout(120_000);
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is missing');
  const ports = { provider: await freePort(), partner: await freePort(), backend: 0 };
  const deployment = await startLocalDeployment({ nginx, ports, backend: { delayMs: 0, log: () => {} } });
  try {
    const idp = `${deployment.url}/auth/realms/wizyta`;
    const args = ['run', '-s', 'verify:provider', '--', '--api', deployment.url, '--idp', idp, ...ACCOUNT];
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile('npm', args, { timeout: 60_000 }, (error, out) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: out }),
      );
    });
    expect(stdout).not.toMatch(/ fail /);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^control\s+result\s+why$/);
    for (const control of CONTROLS)
      expect(lines.find((line) => line.startsWith(`${control} `))).toMatch(/ pass /);
    const [, requests, seconds] = /^0 failed, (\d+) requests, ([\d.]+) s$/.exec(lines.at(-1) ?? '') ?? [];
    expect(Number(requests)).toBeLessThanOrEqual(120);
    expect(Number(seconds)).toBeLessThan(60);
  } finally {
    await deployment.stop();
  }
});

test('each control switched off in the sample backend fails its own line, and only that one', async () => {
  test.setTimeout(240_000);
  for (const weakened of [undefined, ...CONTROLS]) {
    const server = await startTestServer({
      devShortcuts: false,
      ...(weakened ? { testOnlyWeakenedControls: [weakened] } : {}),
    });
    try {
      const report = await verifyProvider({
        api: server.url,
        idp: `${server.url}/auth/realms/wizyta`,
        smsPhone: { prefix: '+48', number: '500100200' },
        strangerPhone: { prefix: '+48', number: '699000001' },
        user: { username: 'pacjent', password: 'pacjent' },
      });
      const failed = report.results.filter((result) => result.outcome !== 'pass');
      expect(failed, `weakened: ${weakened ?? 'none'}`).toEqual(
        weakened ? [expect.objectContaining({ control: weakened, outcome: 'fail' })] : [],
      );
    } finally {
      await server.close();
    }
  }
});
