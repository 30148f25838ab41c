// The typed API client of spec §7, generated from the `API` contract.

export type {
  ApiCallInput,
  ApiCallOptions,
  ApiClient,
  ApiClientOptions,
  ApiMethod,
  ApiResult,
  RequestFetch,
  UploadFile,
  UploadInput,
  UploadOptions,
} from './ApiClient';
export { CAPTCHA_CHALLENGE_PATH, captchaChallengeUrl } from './captchaChallenge';
export { createApiClient } from './createApiClient';
export { DEFAULT_RETRY_DELAYS_MS, DEFAULT_TIMEOUT_MS } from './createCallEngine';
export { createOperationsClient, type OperationsClient } from './createOperationsClient';
export { isAbortedCall, REQUEST_ERROR_CODE, SESSION_EXPIRED_CODE } from './outcomeToAppError';
export { resolveApiBase } from './resolveApiBase';
