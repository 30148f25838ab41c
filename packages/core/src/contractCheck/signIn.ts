import type { CallChecker } from './createCallChecker';

/** The tokens the check signs in with; `refresh` is refreshed and then logged out at the end. */
export interface CheckSession {
  readonly access: string;
  readonly refresh: string;
}

/** A phone for SMS login: international prefix and national number. */
export interface SmsPhone {
  readonly prefix: string;
  readonly number: string;
}

interface TokenAnswer {
  readonly access_token: string;
  readonly refresh_token: string;
}

const sessionOf = (answer: TokenAnswer | undefined): CheckSession | undefined =>
  answer ? { access: answer.access_token, refresh: answer.refresh_token } : undefined;

/** Signs in by SMS (`sms-login`, then `sms-login/verify` with `code`), checking both answers. */
export async function signInBySms(check: CallChecker, phone: SmsPhone, code: string) {
  const phoneNumber = { prefix: phone.prefix, number: phone.number };
  await check.call('startSmsLogin', { body: { phoneNumber } });
  return sessionOf(
    (await check.call('verifySmsLogin', { body: { phoneNumber, code } })) as TokenAnswer | undefined,
  );
}

/** Exchanges an authorization code (from the IdP's login, PKCE) at `oauth2/token`, checking the answer. */
export async function exchangeCode(
  check: CallChecker,
  grant: { clientId: string; code: string; redirectUri: string; verifier: string },
): Promise<CheckSession | undefined> {
  const body = {
    grant_type: 'authorization_code',
    client_id: grant.clientId,
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.verifier,
  };
  return sessionOf((await check.call('oauth2Token', { body })) as TokenAnswer | undefined);
}

/** Refreshes the session (checking the rotated tokens), then ends it: the check leaves no session behind. */
export async function refreshAndLogout(check: CallChecker, session: CheckSession): Promise<void> {
  const refreshed = sessionOf(
    (await check.call('refreshToken', { body: { refreshToken: session.refresh } })) as
      | TokenAnswer
      | undefined,
  );
  await check.call('logout', { body: { refreshToken: (refreshed ?? session).refresh } });
}
