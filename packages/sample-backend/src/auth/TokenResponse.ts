/** The token response of spec §3 (core's `TokenResponseSchema`), plus the ID token. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  expires_in: number;
  refresh_expires_in: number;
  token_type: string;
  session_state?: string;
  scope?: string;
}
