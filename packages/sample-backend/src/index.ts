// Public API of @wizyta/sample-backend: every export by name. Test helpers are in `./testing`.
/// <reference path="./idp/oidc-provider.d.ts" />

export { parseTrustProxy } from './abuse/TrustProxy';
export type { Account, AccountPhone, AccountStore, Role } from './accounts';
export { createAccountStore, SEEDED_ACCOUNTS, SEEDED_SMS_CODE } from './accounts';
export type { AuthUser } from './auth/AuthUser';
export type { AccountClaims } from './auth/accountClaims';
export { accountClaims } from './auth/accountClaims';
export type { AccessTokenVerifier } from './auth/createAccessTokenVerifier';
export type { SigningKey } from './auth/createSigningKey';
export { createSigningKey } from './auth/createSigningKey';
export type { TokenService } from './auth/createTokenService';
export { API_AUDIENCE, CLIENT_ID, REALM, REALM_PATH } from './auth/realm';
export { requireAuth } from './auth/requireAuth';
export type { TokenResponse } from './auth/TokenResponse';
export type { BackendContext } from './BackendContext';
export type { BackendEnv } from './BackendEnv';
export type { BackendOptions } from './BackendOptions';
export { resolveBackendOptions } from './BackendOptions';
export type { BrandType } from './config/BRAND_TYPES';
export { BRAND_TYPES, isBrandType } from './config/BRAND_TYPES';
export type { BrandConfig } from './config/createBrandConfig';
export type { Backend, ListeningBackend } from './createBackend';
export { createBackend } from './createBackend';
export type { Clock } from './createClock';
export { createClock } from './createClock';
export { ApiError } from './http/ApiError';
export type { RateLimits } from './http/RateLimits';
export { DEFAULT_RATE_LIMITS, RELAXED_RATE_LIMITS } from './http/RateLimits';
export type { WeakenedControl } from './http/weakenedControls';
export { WEAKENABLE_CONTROLS } from './http/weakenedControls';
export { readOptionsFromEnv } from './readOptionsFromEnv';
export { SMS_LIMITS } from './sms/createSmsCodeStore';
