import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { OAuth2TokenRequestSchema, RefreshTokenRequestSchema, TokenResponseSchema } from './tokenResponse';

const tokens = {
  access_token: 'a.b.c',
  refresh_token: 'd.e.f',
  expires_in: 300,
  refresh_expires_in: 1800,
  token_type: 'Bearer',
  session_state: 's-1',
  scope: 'openid profile',
};

describe('token schemas', () => {
  it('parse a token response, with or without session state and scope', () => {
    expect(z.parse(TokenResponseSchema, tokens)).toEqual(tokens);
    const { session_state: _s, scope: _scope, ...bare } = tokens;
    expect(z.safeParse(TokenResponseSchema, bare).success).toBe(true);
  });
  it('refuse a response without an access token or with a zero lifetime', () => {
    expect(z.safeParse(TokenResponseSchema, { ...tokens, access_token: '' }).success).toBe(false);
    expect(z.safeParse(TokenResponseSchema, { ...tokens, expires_in: 0 }).success).toBe(false);
  });
  it('parse refresh and oauth2 token requests', () => {
    expect(z.safeParse(RefreshTokenRequestSchema, { refreshToken: 'd.e.f' }).success).toBe(true);
    expect(z.safeParse(RefreshTokenRequestSchema, { refresh_token: 'd.e.f' }).success).toBe(false);
    const oauth = { grant_type: 'refresh_token', client_id: 'portal', refresh_token: 'd.e.f' };
    expect(z.safeParse(OAuth2TokenRequestSchema, oauth).success).toBe(true);
    expect(z.safeParse(OAuth2TokenRequestSchema, { ...oauth, grant_type: 'password' }).success).toBe(false);
  });
});
