import { SmsLoginStartRequestSchema, SmsLoginVerifyRequestSchema } from '../schemas/smsLogin';
import {
  OAuth2TokenRequestSchema,
  RefreshTokenRequestSchema,
  TokenResponseSchema,
} from '../schemas/tokenResponse';
import type { ApiOperation } from './contractOperation';

const BASE = '/patient-portal/api';

/** Session calls: SMS login and the token calls. All anonymous: they are how a token is got. */
export const SESSION_OPERATIONS = {
  startSmsLogin: {
    method: 'POST',
    path: `${BASE}/sms-login`,
    auth: false,
    body: SmsLoginStartRequestSchema,
    response: 'empty',
    defaultErrorCode: 4001,
  },
  verifySmsLogin: {
    method: 'POST',
    path: `${BASE}/sms-login/verify`,
    auth: false,
    body: SmsLoginVerifyRequestSchema,
    response: TokenResponseSchema,
    defaultErrorCode: 4002,
  },
  /** Decided: the refresh token in the body ends the IdP session, as Keycloak's logout does. */
  logout: {
    method: 'POST',
    path: `${BASE}/token/logout`,
    auth: false,
    body: RefreshTokenRequestSchema,
    response: 'empty',
    defaultErrorCode: 4867,
  },
  refreshToken: {
    method: 'POST',
    path: `${BASE}/token/refresh`,
    auth: false,
    body: RefreshTokenRequestSchema,
    response: TokenResponseSchema,
    defaultErrorCode: 4311,
  },
  oauth2Token: {
    method: 'POST',
    path: `${BASE}/oauth2/token`,
    auth: false,
    body: OAuth2TokenRequestSchema,
    response: TokenResponseSchema,
    defaultErrorCode: 4313,
  },
  /**
   * `GET token/{id}/{token_id}`: not shown by the spec. Decided: exchanges a one-time sign-in
   * link (an insurer app handing over a patient) for tokens.
   */
  exchangeLinkToken: {
    method: 'GET',
    path: `${BASE}/token/:id/:tokenId`,
    auth: false,
    response: TokenResponseSchema,
    defaultErrorCode: 4000,
  },
} as const satisfies Record<string, ApiOperation>;
