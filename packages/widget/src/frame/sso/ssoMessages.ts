import type { TokenResponse } from '@wizyta/core';

/** The popup → frame message carrying the tokens of the patient's SSO login. */
export const SSO_TOKENS = 'wizyta:sso-tokens';
/** The frame → popup answer: the tokens arrived, the popup may close. */
export const SSO_ACK = 'wizyta:sso-ack';

/** What the SSO popup and its flow frame say to each other (same origin, exact target origin). */
export type SsoMessage =
  | { readonly type: typeof SSO_TOKENS; readonly tokens: TokenResponse }
  | { readonly type: typeof SSO_ACK };
