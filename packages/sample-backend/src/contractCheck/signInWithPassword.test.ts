import { formatContractCheckReport, runContractCheck, signInWithPassword } from '@wizyta/core/contract-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer';

// The password sign-in needs real HTTP: the IdP's login form, its cookies, and `oauth2/token`
// calling the IdP's token endpoint over the loopback.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (password: string) => ({
  api: server.url,
  fetch: (request: Request) => fetch(request),
  signIn: (check: Parameters<typeof signInWithPassword>[0]) =>
    signInWithPassword(check, fetch, {
      configUrl: `${server.url}/config.json`,
      username: 'pacjent',
      password,
    }),
});

describe('signInWithPassword', () => {
  it("signs in through the login form of the brand config's IdP and checks the code exchange", async () => {
    const result = await runContractCheck(signIn('pacjent'));
    expect(result.mismatchCount).toBe(0);
    const calls = result.reports.map((report) => `${report.op} ${report.status}`);
    expect(calls).toContain('oauth2Token 200');
    expect(calls).toContain('getPatientProfile 200');
    expect(calls).toContain('logout 204');
    expect(result.notRun).toContainEqual({
      op: 'verifySmsLogin',
      why: 'the other way of signing in was used',
    });
  });

  it('fails with the reason when the IdP refuses the password, keeping the anonymous results', async () => {
    const result = await runContractCheck(signIn('not-the-password'));
    expect(result.signInError).toBe('the IdP did not accept the username and password');
    expect(result.mismatchCount).toBe(1);
    expect(formatContractCheckReport(result)).toContain(
      'FAIL sign-in → the IdP did not accept the username and password',
    );
    expect(result.reports.map((report) => report.op)).toContain('getTowns');
    expect(result.notRun).toContainEqual({ op: 'getPatientProfile', why: 'the sign-in failed' });
  });
});
