import type { ApiClient, ApiClientOptions, RequestFetch } from './ApiClient';
import { createApiClient } from './createApiClient';

/** What the client tests need of the sample backend: its in-process `fetch`. */
export interface InProcessBackend {
  fetch(request: Request): Promise<Response>;
}

/** Sits between the client and the backend: `next` is the real backend. */
export type Interceptor = (request: Request, next: RequestFetch) => Promise<Response>;

/** A client wired to a fresh in-process sample backend, signed in as `pacjent` by SMS. */
export interface TestClient {
  readonly backend: InProcessBackend;
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

/** A phone of SMS login. */
export type SmsPhone = { readonly prefix: string; readonly number: string };

/** `pacjent`'s phone; the seeded accounts accept the SMS code 123456. */
export const PATIENT_PHONE = { prefix: '+48', number: '500100200' } as const;
/** `lekarz`'s phone (DOCTOR). */
export const DOCTOR_PHONE = { prefix: '+48', number: '500100201' } as const;
const SEEDED_SMS_CODE = '123456';
const BACKEND_MODULE = '@wizyta/sample-backend';

/** The parts of `@wizyta/sample-backend` the client tests use. */
export interface SampleBackendModule {
  createBackend(options: { delayMs: number; log: (line: string) => void }): Promise<InProcessBackend>;
  /** A backend on a free loopback port, for the XMLHttpRequest upload (jsdom does real HTTP). */
  startTestServer(options: { delayMs: number }): Promise<{ url: string; close(): Promise<void> }>;
}

/**
 * Imports the sample backend by a computed name, on purpose: core's TypeScript project must not
 * pull the backend's sources in (they belong to another project and TS6307 forbids it), and the
 * tests need only the few functions typed above.
 */
export async function importSampleBackend(): Promise<SampleBackendModule> {
  const module: unknown = await import(/* @vite-ignore */ BACKEND_MODULE);
  return module as SampleBackendModule;
}

/** Starts the sample backend in process and signs `pacjent` in through the client's own SMS calls. */
export async function connectTestClient(): Promise<TestClient> {
  const { createBackend } = await importSampleBackend();
  const backend = await createBackend({ delayMs: 0, log: () => {} });
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
    const tokens = await client.verifySmsLogin({ body: { phoneNumber: phone, code: SEEDED_SMS_CODE } });
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
