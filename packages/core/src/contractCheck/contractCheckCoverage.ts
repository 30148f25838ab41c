import type { ApiOperationName } from '../api';

/**
 * When the contract check runs a call: `anonymous` and `signed-in` calls only read (or, for the
 * session calls, sign the check's own session in, refresh and end it); `writes` hold a slot,
 * book and pay, so they run only with `--allow-writes`; `never` calls change the test account's
 * data or need a human (the reason is printed). Typed as a full Record: a new operation in the
 * contract does not compile until someone decides here whether it is safe to run against a
 * provider's backend.
 */
export const CONTRACT_CHECK_COVERAGE: Record<ApiOperationName, Coverage> = {
  getTowns: 'anonymous',
  getClinics: 'anonymous',
  getAnonymousDocumentTypes: 'anonymous',
  getCountries: 'anonymous',
  getAnonymousLanguages: 'anonymous',
  getSpecializations: 'anonymous',
  getSlotIntervals: 'anonymous',
  getSlot: 'anonymous',
  startSmsLogin: 'signed-in',
  verifySmsLogin: 'signed-in',
  oauth2Token: 'signed-in',
  refreshToken: 'signed-in',
  logout: 'signed-in',
  getPatientProfile: 'signed-in',
  getConsents: 'signed-in',
  getNotifications: 'signed-in',
  getDocumentTypes: 'signed-in',
  getGenders: 'signed-in',
  getLanguages: 'signed-in',
  getAppointments: 'signed-in',
  getAppointment: 'signed-in',
  getAppointmentPatients: 'signed-in',
  getConversation: 'signed-in',
  getDocuments: 'signed-in',
  downloadDocument: 'signed-in',
  getDoctorDocumentation: 'signed-in',
  reserveFirstAvailable: 'writes',
  getAdditionalSlots: 'writes',
  extendSlot: 'writes',
  calculatePrice: 'writes',
  createAppointment: 'writes',
  getPaymentRedirect: 'writes',
  getPaymentStatus: 'writes',
  getPaymentReturnStatus: 'writes',
  rescheduleAppointment: 'writes',
  cancelAppointment: 'writes',
  downloadInvoice: 'never: needs a visit paid at the gateway by a person, with invoice data',
  submitVisitSurvey: "never: answers the test account's visit survey, once",
  reserveSlot: 'never: holds the slot of a search result; reserveFirstAvailable checks the same answer',
  requestCallBack: 'never: a call centre would phone the test account',
  sendContactMessage: 'never: the message reaches the provider staff',
  registerPatient: 'never: creates an account',
  updatePatientProfile: "never: changes the test account's data",
  acceptAgreements: "never: changes the test account's consents",
  disablePopupMakeDeclaration: "never: changes the test account's popups",
  disablePopupChangeDeclarationFacility: "never: changes the test account's popups",
  disablePopupSubscriptionEnd: "never: changes the test account's popups",
  setSubscriptionEndPopup: "never: changes the test account's popups",
  deactivateNotification: "never: changes the test account's notifications",
  sendMessage: 'never: writes to a doctor',
  uploadDocument: "never: adds a file to the test account's visit",
  generateDoctorDocumentation: 'never: only a doctor generates it',
  exchangeLinkToken: 'never: needs a one-time link from an insurer app',
};

/** See {@link CONTRACT_CHECK_COVERAGE}. */
export type Coverage = 'anonymous' | 'signed-in' | 'writes' | `never: ${string}`;
