import type { Consents } from '../schemas/consents';
import type { PatientProfile } from '../schemas/patientProfile';
import type { SmsLoginStartRequest, SmsLoginVerifyRequest } from '../schemas/smsLogin';
import type { RefreshTokenRequest, TokenResponse } from '../schemas/tokenResponse';

/** The calls of the API client the session makes (spec §7); the real client fits it. */
export interface SessionApi {
  getPatientProfile(): Promise<PatientProfile>;
  getConsents(): Promise<Consents>;
  startSmsLogin(input: { body: SmsLoginStartRequest }): Promise<unknown>;
  verifySmsLogin(input: { body: SmsLoginVerifyRequest }): Promise<TokenResponse>;
  refreshToken(input: { body: RefreshTokenRequest }): Promise<TokenResponse>;
  logout(input: { body: RefreshTokenRequest }): Promise<unknown>;
}

/** What the session hands to the API client it is built with. */
export interface SessionApiHooks {
  /** The bearer token for the next call; `undefined` when nobody is signed in. */
  getToken(): Promise<string | undefined>;
  /** The API answered 401: the session shows 4311 and logs out. */
  onUnauthorized(): void;
  /** The API answered 401: a new token now, for the one retry (spec §8); rejects with 4311. */
  refreshToken?(): Promise<string | undefined>;
}
