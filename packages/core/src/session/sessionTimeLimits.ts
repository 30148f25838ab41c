// The 5000 ms forced-logout threshold and the 5 s minimum token validity are spec §9 constants.
export {
  FORCED_LOGOUT_THRESHOLD_MS,
  PAYMENT_HANDOFF_LIFE_MS,
  TOKEN_MIN_VALIDITY_S,
} from '../constants/timeLimits';

/** keycloak-js `init` is given this long before the session stops waiting for it. */
export const SSO_INIT_TIMEOUT_MS = 10_000;
