import type { ApiClient, ApiClientOptions, RequestFetch } from '@wizyta/core/client';
import { createApiClient } from '@wizyta/core/client';
import type { Backend } from '@wizyta/sample-backend';
import { PHONES, SMS_CODE, type SmsPhone } from '../backend/seededPhones';
import { startInProcessBackend } from '../backend/startInProcessBackend';

/** Sits between the client and the backend: `next` is the real backend. */
export type Interceptor = (request: Request, next: RequestFetch) => Promise<Response>;

/** A client wired to a fresh in-process sample backend, signed in as `pacjent` by SMS. */
export interface TestClient {
  readonly backend: Backend;
  readonly client: ApiClient;
  /** The access token of `pacjent` (from `sms-login/verify`). */
  readonly token: string;
  readonly refreshToken: string;
  /** Every request that reached the fetch, in order (interceptors included). */
  readonly requests: Request[];
  /** How many times `onUnauthorized` ran. */
  unauthorizedCalls(): number;
  /** Puts an interceptor in front of the backend (undefined removes it). */
  intercept(interceptor: Interceptor | undefined): void;
  /** Another client on the same backend and recording fetch, with some options replaced. */
  withOptions(overrides: Partial<ApiClientOptions>): ApiClient;
  /** Signs a seeded account in by SMS: its tokens and a client carrying its access token. */
  signInAs(phone: SmsPhone): Promise<{ client: ApiClient; refreshToken: string }>;
}

/** `pacjent`'s phone (PATIENT); the seeded accounts accept {@link SMS_CODE}. */
export const PATIENT_PHONE = PHONES.pacjent;
/** `lekarz`'s phone (DOCTOR). */
export const DOCTOR_PHONE = PHONES.lekarz;

/** Starts the sample backend in process and signs `pacjent` in through the client's own SMS calls. */
export async function connectTestClient(): Promise<TestClient> {
  const backend = await startInProcessBackend();
  const requests: Request[] = [];
  let interceptor: Interceptor | undefined;
  let unauthorized = 0;
  let token = '';
  const next: RequestFetch = (request) => backend.fetch(request);
  const fetch: RequestFetch = (request) => {
    requests.push(request.clone());
    return interceptor ? interceptor(request, next) : next(request);
  };
  const base: ApiClientOptions = {
    config: { apiUrl: 'http://localhost:8080' },
    getToken: () => token,
    onUnauthorized: () => {
      unauthorized += 1;
    },
    fetch,
    retryDelaysMs: [1, 1],
  };
  const client = createApiClient(base);
  const signInAs = async (phone: SmsPhone) => {
    await client.startSmsLogin({ body: { phoneNumber: phone } });
    const tokens = await client.verifySmsLogin({ body: { phoneNumber: phone, code: SMS_CODE } });
    const signedIn = createApiClient({ ...base, getToken: () => tokens.access_token });
    return { client: signedIn, refreshToken: tokens.refresh_token, accessToken: tokens.access_token };
  };
  const patient = await signInAs(PATIENT_PHONE);
  token = patient.accessToken;
  return {
    backend,
    client,
    token,
    refreshToken: patient.refreshToken,
    requests,
    unauthorizedCalls: () => unauthorized,
    intercept: (next) => {
      interceptor = next;
    },
    withOptions: (overrides) => createApiClient({ ...base, ...overrides }),
    signInAs,
  };
}
