import type { ApiBody, ApiOperationName, ApiPathParams, ApiQuery, ApiResponse } from '../api';
import type { AppConfig } from '../config';

/** A `fetch` that takes one `Request`: `globalThis.fetch` or a backend's in-process `fetch`. */
export type RequestFetch = (request: Request) => Promise<Response>;

/** What {@link createApiClient} needs. */
export interface ApiClientOptions {
  /** The validated start-up config; `apiUrl` is the API origin (a trailing `/patient-portal/api` is tolerated). */
  readonly config: Pick<AppConfig, 'apiUrl'>;
  /** The current access token, read before every call that needs one; `undefined` when signed out. */
  readonly getToken: () => string | undefined | Promise<string | undefined>;
  /** Called once per call that failed with 401 (or had no token to send); not awaited. */
  readonly onUnauthorized: () => void | Promise<void>;
  /**
   * A new token after a 401 (spec §8: "client refreshes token"): the call is sent once more with
   * it before the 401 counts (4311, `onUnauthorized`). Absent: no retry.
   */
  readonly refreshToken?: () => Promise<string | undefined>;
  /** Where requests go; tests pass the sample backend's in-process `fetch`. Default `globalThis.fetch`. */
  readonly fetch?: RequestFetch;
  /** Time limit of one attempt of one call, in ms (15 000). Exceeded → AppError 4191. */
  readonly timeoutMs?: number;
  /** Time limit of an upload, in ms (120 000): 10 MB on a slow mobile link needs more than 15 s. */
  readonly uploadTimeoutMs?: number;
  /** Waits before the retries of a GET, in ms; its length is the number of retries ([300, 900]). */
  readonly retryDelaysMs?: readonly number[];
}

/** Per-call options of every client method. */
export interface ApiCallOptions {
  /** Cancels the call; it then rejects with an AppError whose `details.aborted` is true. */
  readonly signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key`. With one, a POST is safe to repeat, so it is retried after a
   * network error, a timeout or a 5xx like a GET; the server answers a repeat with the first
   * answer (`POST appointments`).
   */
  readonly idempotencyKey?: string;
}

type NoInput = { params?: never; query?: never; body?: never };

type ParamsPart<Op extends ApiOperationName> = [keyof ApiPathParams<Op>] extends [never]
  ? { params?: never }
  : { params: ApiPathParams<Op> };

type QueryPart<Op extends ApiOperationName> = [ApiQuery<Op>] extends [undefined]
  ? { query?: never }
  : object extends ApiQuery<Op>
    ? { query?: ApiQuery<Op> }
    : { query: ApiQuery<Op> };

type BodyPart<Op extends ApiOperationName> = [ApiBody<Op>] extends [undefined]
  ? { body?: never }
  : { body: ApiBody<Op> };

/** The input of one operation: its path `params`, `query` and `body`, each typed from the contract. */
export type ApiCallInput<Op extends ApiOperationName> = ParamsPart<Op> & QueryPart<Op> & BodyPart<Op>;

/** What a method resolves to: the parsed answer, `void` for 204, a `Blob` for a file. */
export type ApiResult<Op extends ApiOperationName> = [ApiResponse<Op>] extends [undefined]
  ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204 gives the caller nothing to use, as `Promise<void>` says.
    void
  : ApiResponse<Op>;

/** One client method: the input may be left out when every part of it is optional. */
export type ApiMethod<Op extends ApiOperationName> =
  NoInput extends ApiCallInput<Op>
    ? (input?: ApiCallInput<Op>, options?: ApiCallOptions) => Promise<ApiResult<Op>>
    : (input: ApiCallInput<Op>, options?: ApiCallOptions) => Promise<ApiResult<Op>>;

/** A file to attach: a `File`, or any `Blob` given a name. */
export type UploadFile = Blob & { readonly name: string };

/** Options of {@link ApiClient.uploadDocument}. */
export interface UploadOptions extends ApiCallOptions {
  /** Called with the sent fraction, 0 … 1 (in Node only 0 and then 1: fetch has no upload progress). */
  readonly onProgress?: (fraction: number) => void;
}

/** The input of an upload: the visit and patient the file belongs to, and the file. */
export interface UploadInput {
  readonly params: ApiPathParams<'uploadDocument'>;
  readonly file: UploadFile;
}

/** Operations whose method is not the generic one. */
type SpecialOperation = 'uploadDocument';

/** The typed API client: one method per operation of the `API` contract, plus `downloadUrl`. */
export type ApiClient = { readonly [Op in Exclude<ApiOperationName, SpecialOperation>]: ApiMethod<Op> } & {
  /**
   * Validates the file (`validateUpload`) before anything is sent, then posts it as multipart
   * (field `file`), reporting progress. Refusal → AppError 4133 or 4003 with no request made.
   */
  readonly uploadDocument: (
    input: UploadInput,
    options?: UploadOptions,
  ) => Promise<ApiResult<'uploadDocument'>>;
  /** The absolute URL of a document's download (it still needs the bearer token). */
  readonly downloadUrl: (documentId: string | number) => string;
};
