import { API, apiPath } from '../api';
import type { ApiClient, ApiClientOptions } from './ApiClient';
import { createCallEngine } from './createCallEngine';
import { operationMethods } from './createOperationsClient';
import { uploadDocument } from './uploadDocument';

/**
 * Creates the typed API client: one method per operation of the `API` contract, named like the
 * operation, e.g. `client.getAppointments({ query: { page: 0, pageSize: 10 } })`,
 * `client.getAppointment({ params: { id } })`, `client.createAppointment({ body })`.
 *
 * Every call: base URL from `config.apiUrl`; `Authorization: Bearer <await getToken()>` when the
 * operation has `auth`; JSON in and out; a 15 s limit per attempt (→ 4191); GETs retried twice on
 * network errors and 5xx (300 ms, then 900 ms), POST/PUT never; the answer validated with the
 * operation's schema (mismatch → 4982, logged); failures mapped to an `AppError` (see
 * `outcomeToAppError`); a 401 of an authenticated call runs `onUnauthorized` once and rejects
 * with 4311.
 *
 * @example
 * const api = createApiClient({ config, getToken: session.getToken, onUnauthorized: session.expire });
 * const page = await api.getAppointments({ query: { page: 0, pageSize: 10, sort: 'appointmentAt,DESC' } });
 *
 * A bundle that needs only some operations builds a smaller client with `createOperationsClient`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const engine = createCallEngine(API, options);
  const methods = operationMethods(engine, Object.keys(API));
  methods.uploadDocument = uploadDocument.bind(null, engine);
  methods.downloadUrl = (documentId: string | number) =>
    engine.url(apiPath('downloadDocument', { id: documentId }));
  // The loop builds exactly the mapped type ApiClient describes; TypeScript cannot follow a loop.
  return Object.freeze(methods) as ApiClient;
}
