import type { RequestFetch } from '@wizyta/core/client';
import { createApiClient } from '@wizyta/core/client';
import type { AppConfig } from '@wizyta/core/config';
import type { SmsPhoneNumber, TokenResponse } from '@wizyta/core/schemas';
import type { SessionApiHooks } from '@wizyta/core/session';
import { PHONES, SMS_CODE } from '../backend/seededPhones';
import { startInProcessBackend } from '../backend/startInProcessBackend';

/** Answers a request instead of the backend, or returns `undefined` to let it through. */
export type Override = (request: Request) => Response | undefined;

/** A fresh in-process sample backend and the real API client wired to a session's hooks. */
export interface SessionBackend {
  readonly config: Pick<AppConfig, 'apiUrl' | 'keycloak'>;
  /** The `api` option of createSession: the real client on the in-process backend. */
  api(hooks: SessionApiHooks): ReturnType<typeof createApiClient>;
  /** Signs a seeded account in by SMS (code 123456) and returns its tokens. */
  smsTokens(phone: SmsPhoneNumber): Promise<TokenResponse>;
  /** Puts an override in front of the backend (undefined removes it). */
  override(next: Override | undefined): void;
  /** Paths of every request, in order. */
  readonly paths: string[];
  /** How many requests went to a path ending in `suffix`. */
  countOf(suffix: string): number;
}

/** `pacjent` (PATIENT), `lekarz` (DOCTOR) and `bezroli` (no role); every one takes {@link SMS_CODE}. */
export const PATIENT_PHONE: SmsPhoneNumber = PHONES.pacjent;
export const DOCTOR_PHONE: SmsPhoneNumber = PHONES.lekarz;
export const NO_ROLE_PHONE: SmsPhoneNumber = PHONES.bezroli;
export { SMS_CODE };

/** Starts the sample backend in process and wires the real API client to it. */
export async function connectSessionBackend(): Promise<SessionBackend> {
  const backend = await startInProcessBackend();
  const paths: string[] = [];
  let override: Override | undefined;
  const fetch: RequestFetch = async (request) => {
    paths.push(new URL(request.url).pathname);
    return override?.(request) ?? backend.fetch(request);
  };
  const config = {
    apiUrl: 'http://localhost:8080',
    keycloak: { url: 'http://localhost:8080/auth', realm: 'wizyta', clientId: 'wizyta-portal' },
  };
  const api = (hooks: SessionApiHooks) => createApiClient({ config, ...hooks, fetch, retryDelaysMs: [1, 1] });
  const anonymous = api({ getToken: async () => undefined, onUnauthorized: () => {} });
  return {
    config,
    api,
    async smsTokens(phone) {
      await anonymous.startSmsLogin({ body: { phoneNumber: phone } });
      return anonymous.verifySmsLogin({ body: { phoneNumber: phone, code: SMS_CODE } });
    },
    override(next) {
      override = next;
    },
    paths,
    countOf: (suffix) => paths.filter((path) => path.endsWith(suffix)).length,
  };
}
