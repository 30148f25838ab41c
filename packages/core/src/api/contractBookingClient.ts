import { ACCOUNT_OPERATIONS, PROFILE_OPERATIONS } from './contractAccount';
import { BOOKING_OPERATIONS } from './contractBooking';
import { DICTIONARY_OPERATIONS } from './contractDictionaries';
import type { ApiOperation } from './contractOperation';
import { SESSION_OPERATIONS } from './contractSession';

/**
 * The part of the `API` contract a booking-only client needs: the order flow's calls, the dictionaries and the
 * session's (SMS login, tokens, the profile and consents read after sign-in), and the account steps
 * a patient may meet after signing in during the flow (the agreements, the subscription-end
 * notice). The widget builds its client from this subset, so the schemas of visits, documents,
 * chat and the other account pages stay out of a partner page's download.
 */
export const BOOKING_CLIENT_OPERATIONS = {
  ...SESSION_OPERATIONS,
  ...PROFILE_OPERATIONS,
  acceptAgreements: ACCOUNT_OPERATIONS.acceptAgreements,
  disablePopupSubscriptionEnd: ACCOUNT_OPERATIONS.disablePopupSubscriptionEnd,
  setSubscriptionEndPopup: ACCOUNT_OPERATIONS.setSubscriptionEndPopup,
  ...DICTIONARY_OPERATIONS,
  ...BOOKING_OPERATIONS,
} as const satisfies Record<string, ApiOperation>;

/** Name of an operation of {@link BOOKING_CLIENT_OPERATIONS}. */
export type BookingClientOperation = keyof typeof BOOKING_CLIENT_OPERATIONS;
