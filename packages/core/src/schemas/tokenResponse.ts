import * as z from 'zod/mini';
import { boundedText, requiredText, TEXT_LIMITS } from './textLimits';

/** Tokens as the IdP (and SMS verify, refresh, oauth2/token) returns them (spec §3). */
export const TokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  expires_in: z.int().check(z.positive()),
  refresh_expires_in: z.int().check(z.nonnegative()),
  token_type: z.string(),
  session_state: z.optional(z.string()),
  scope: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Body of `token/refresh` and (decided) of `token/logout`: the refresh token. */
export const RefreshTokenRequestSchema = z.object({
  refreshToken: requiredText(TEXT_LIMITS.token),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

/**
 * Body of `oauth2/token`. Not shown; decided: the OAuth 2 token request as JSON (authorization
 * code with PKCE, or refresh), for clients that cannot run keycloak-js.
 */
export const OAuth2TokenRequestSchema = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  client_id: requiredText(TEXT_LIMITS.clientId),
  code: z.optional(boundedText(TEXT_LIMITS.token)),
  redirect_uri: z.optional(z.url().check(z.maxLength(TEXT_LIMITS.url))),
  code_verifier: z.optional(boundedText(TEXT_LIMITS.codeVerifier)),
  refresh_token: z.optional(boundedText(TEXT_LIMITS.token)),
});
export type OAuth2TokenRequest = z.infer<typeof OAuth2TokenRequestSchema>;
