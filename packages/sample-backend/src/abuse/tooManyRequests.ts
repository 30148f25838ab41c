import { ApiError } from '../http/ApiError';

/** 429 with the catalogue code and `Retry-After` in seconds (RFC 9110 §10.2.3). */
export function tooManyRequests(code: 4102 | 4107 | 4191, retryAfterS: number): ApiError {
  const message =
    code === 4107
      ? 'Zbyt wiele prób wpisania kodu. Spróbuj ponownie później.'
      : code === 4191
        ? 'Zbyt wiele zapytań. Spróbuj ponownie później.'
        : 'Wyczerpano limit prób. Spróbuj ponownie później.';
  return new ApiError(429, code, message, { 'Retry-After': String(retryAfterS) });
}
