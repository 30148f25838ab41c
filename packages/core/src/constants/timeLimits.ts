/** Hours after the visit end during which the patient may ask the doctor one question. */
export const QUESTION_WINDOW_HOURS = 24;

/** Minutes within which a carer calls back after the patient leaves a number (no-doctors page). */
export const CALLBACK_MINUTES = 15;

/** Hours the phone line is open, local time: from 7:00 to 22:00. */
export const PHONE_LINE_HOURS = { from: 7, to: 22 } as const;

/** Minimum token validity in seconds asked of every refresh (keycloak-js `updateToken(5)`). */
export const TOKEN_MIN_VALIDITY_S = 5;

/** If the last page unload was at least this long ago, start-up sets the forced-logout flag. */
export const FORCED_LOGOUT_THRESHOLD_MS = 5000;

/**
 * How long a tab that left for the payment gateway counts as "paying", not "closed", for the
 * forced-logout rule: a bank transfer with its confirmation or a BLIK code takes 10–60 s, a slow
 * bank's login and two-factor step a few minutes, and gateways end their own sessions after 15–30
 * minutes. A patient who abandons the gateway and comes back after that is a closed browser.
 */
export const PAYMENT_HANDOFF_LIFE_MS = 30 * 60_000;
