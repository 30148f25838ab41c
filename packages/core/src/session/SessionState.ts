import type { AppError } from '../errors/AppError';
import type { NavigationInput } from '../navigation/NavigationDecision';
import type { PatientProfile, Popups } from '../schemas/patientProfile';
import type { Role } from '../schemas/ROLES';

/** How the user signed in: keycloak-js (SSO) or the SMS code flow. */
export type SessionMethod = 'sso' | 'sms';

/**
 * Where the session is: `idle` before `init`, `starting` while keycloak-js checks for an SSO
 * session, `loading` while the profile loads after a login, `ready` when signed in and loaded,
 * `anonymous` when nobody is signed in, `leaving` while logout runs.
 */
export type SessionStatus = 'idle' | 'starting' | 'loading' | 'ready' | 'anonymous' | 'leaving';

/** The guard's `profile` input of {@link NavigationInput}. */
export type NavigationProfile = NonNullable<NavigationInput['profile']>;

/** A snapshot of the session, what the UI renders and the guard reads. Never holds a token. */
export interface SessionState {
  readonly status: SessionStatus;
  /** True only when signed in and the profile is loaded (`ready`). */
  readonly authenticated: boolean;
  readonly method: SessionMethod | null;
  /** The known roles of the token (`realm_access.roles`). */
  readonly roles: readonly Role[];
  /** The patient's profile; `null` when anonymous, while loading, or for a DOCTOR-only user. */
  readonly profile: PatientProfile | null;
  readonly termsAccepted: boolean;
  /** The consents version of the profile differs from the current one (`GET consents`). */
  readonly consentsVersionChanged: boolean;
  readonly showSubscriptionEndPopup: boolean;
  readonly nfzActive: boolean;
  readonly popups: Popups | null;
  /** The guard's `profile` input; `null` when there is no patient profile (spec §2 step 3). */
  readonly navigationProfile: NavigationProfile | null;
  /**
   * keycloak-js did not answer within 10 s; with `onInitTimeout: 'anonymous'` the session then
   * runs anonymous and the UI offers SMS login or a top-level sign-in instead of hanging.
   */
  readonly initTimedOut: boolean;
  /** The last failure to show (4311, 4312, 4313, 4867…); a new object for every new failure. */
  readonly lastError: AppError | null;
  /**
   * Why the last session was ended (4311, 4312), read back after the IdP logout redirect; kept
   * until the next login so the UI can say why instead of sending the patient straight to the IdP.
   */
  readonly signedOutReason: number | null;
  /**
   * This session began in this page load on the way back from the IdP's login page (a login
   * redirect was under way), not found signed in at start-up (a reload, a new tab) nor by SMS or
   * handed-over tokens; the app reports such a sign-in once.
   */
  readonly signedInByRedirect: boolean;
}

/** Called with every new state. */
export type SessionListener = (state: SessionState) => void;

/** The state of nobody signed in. */
export const ANONYMOUS_STATE: SessionState = {
  status: 'anonymous',
  authenticated: false,
  method: null,
  roles: [],
  profile: null,
  termsAccepted: false,
  consentsVersionChanged: false,
  showSubscriptionEndPopup: false,
  nfzActive: false,
  popups: null,
  navigationProfile: null,
  initTimedOut: false,
  lastError: null,
  signedOutReason: null,
  signedInByRedirect: false,
};
