import { SEEDED_ACCOUNTS, SEEDED_SMS_CODE } from '../../accounts';
import type { TokenResponse } from '../../auth/TokenResponse';

/** Anything that answers requests in process, such as a `Backend` (`backend.fetch`). */
export interface InProcessServer {
  fetch(request: Request): Promise<Response>;
}

/** The origin in-process test requests are addressed to (no socket is opened). */
export const TEST_ORIGIN = 'http://localhost:8080';

async function post(server: InProcessServer, path: string, body: unknown): Promise<Response> {
  const response = await server.fetch(
    new Request(new URL(path, TEST_ORIGIN), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Signs a seeded account in through the real SMS login (`sms-login`, then `sms-login/verify` with
 * the fixed code 123456) and returns its tokens, for tests of this and other packages. `base` is
 * a brand deployment's API base path (`/gw/<type>`): the tokens are then that brand's client's.
 *
 * @example
 * const backend = await createBackend({ log: () => {}, devShortcuts: true });
 * const { access_token } = await signInBySms(backend, 'pacjent');
 */
export async function signInBySms(
  server: InProcessServer,
  username: string,
  base = '',
): Promise<TokenResponse> {
  const account = SEEDED_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`signInBySms: no seeded account "${username}"`);
  const phoneNumber = { prefix: account.phone.prefix, number: account.phone.number };
  await post(server, `${base}/patient-portal/api/sms-login`, { phoneNumber });
  const verified = await post(server, `${base}/patient-portal/api/sms-login/verify`, {
    phoneNumber,
    code: SEEDED_SMS_CODE,
  });
  return (await verified.json()) as TokenResponse;
}
