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
}

/** `pacjent`'s phone; the seeded accounts accept the SMS code 123456. */
export const PATIENT_PHONE = { prefix: '+48', number: '500100200' } as const;
const SEEDED_SMS_CODE = '123456';
const BACKEND_MODULE = '@wizyta/sample-backend';

/**
 * Starts the sample backend in process and signs `pacjent` in through the client's own SMS login
 * calls. The backend is imported by a computed name on purpose: core's TypeScript project must
 * not pull the backend's sources in (they belong to another project), and the test only needs
 * its `fetch`.
 */
export async function connectTestClient(): Promise<TestClient> {
  const module: unknown = await import(/* @vite-ignore */ BACKEND_MODULE);
  const createBackend = (module as { createBackend: (o: object) => Promise<InProcessBackend> }).createBackend;
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
  await client.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } });
  const tokens = await client.verifySmsLogin({ body: { phoneNumber: PATIENT_PHONE, code: SEEDED_SMS_CODE } });
  token = tokens.access_token;
  return {
    backend,
    client,
    token,
    refreshToken: tokens.refresh_token,
    requests,
    unauthorizedCalls: () => unauthorized,
    intercept: (next) => {
      interceptor = next;
    },
    withOptions: (overrides) => createApiClient({ ...base, ...overrides }),
  };
}
