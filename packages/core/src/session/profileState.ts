import type { Consents } from '../schemas/consents';
import type { PatientProfile } from '../schemas/patientProfile';
import type { SessionState } from './SessionState';

/** The profile-derived part of {@link SessionState}. */
export type ProfileState = Pick<
  SessionState,
  | 'profile'
  | 'termsAccepted'
  | 'consentsVersionChanged'
  | 'showSubscriptionEndPopup'
  | 'nfzActive'
  | 'popups'
  | 'navigationProfile'
>;

/**
 * Derives the agreement and popup state of spec §3 "User session" from the profile and the
 * current consents. Decided: the subscription-end popup flag is the profile's
 * `popups.subscriptionEnd`; a profile without a consents version has "changed" consents. With no
 * profile (a DOCTOR) terms count as accepted and nothing is flagged, as the guard expects.
 */
export function profileState(profile: PatientProfile | null, consents: Consents | null): ProfileState {
  if (!profile) {
    return {
      profile: null,
      termsAccepted: true,
      consentsVersionChanged: false,
      showSubscriptionEndPopup: false,
      nfzActive: false,
      popups: null,
      navigationProfile: null,
    };
  }
  const termsAccepted = profile.termsAgreement;
  const consentsVersionChanged = consents !== null && profile.consentsVersion !== consents.version;
  const showSubscriptionEndPopup = profile.popups.subscriptionEnd;
  const { nfzActive } = profile;
  return {
    profile,
    termsAccepted,
    consentsVersionChanged,
    showSubscriptionEndPopup,
    nfzActive,
    popups: profile.popups,
    navigationProfile: { termsAccepted, consentsVersionChanged, showSubscriptionEndPopup, nfzActive },
  };
}
