import type { RequestFetch } from '../../client/ApiClient';
import { createApiClient } from '../../client/createApiClient';
import type { AppConfig } from '../../config/configSchema';
import type { SmsPhoneNumber } from '../../schemas/smsLogin';
import type { TokenResponse } from '../../schemas/tokenResponse';
import type { SessionApiHooks } from '../SessionApi';

/** What the session tests need of the sample backend: its in-process `fetch`. */
interface InProcessBackend {
  fetch(request: Request): Promise<Response>;
}

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
}

const BACKEND_MODULE = '@wizyta/sample-backend';
export const PATIENT_PHONE: SmsPhoneNumber = { prefix: '+48', number: '500100200' };
export const DOCTOR_PHONE: SmsPhoneNumber = { prefix: '+48', number: '500100201' };
export const NO_ROLE_PHONE: SmsPhoneNumber = { prefix: '+48', number: '500100202' };
export const SMS_CODE = '123456';

/**
 * Starts the sample backend in process. Imported by a computed name, like the client's tests:
 * core's TypeScript project must not pull in the backend's sources.
 */
export async function connectSessionBackend(): Promise<SessionBackend> {
  const module = (await import(/* @vite-ignore */ BACKEND_MODULE)) as {
    createBackend(options: object): Promise<InProcessBackend>;
  };
  const backend = await module.createBackend({ delayMs: 0, log: () => {} });
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
  };
}
