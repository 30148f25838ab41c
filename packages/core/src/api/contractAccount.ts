import * as z from 'zod/mini';
import { AgreementsRequestSchema, ConsentsSchema } from '../schemas/consents';
import { ContactMessageSchema } from '../schemas/contactMessage';
import { DeactivateNotificationRequestSchema, NotificationSchema } from '../schemas/notification';
import {
  PatientProfileSchema,
  PatientProfileUpdateSchema,
  SubscriptionEndPopupRequestSchema,
} from '../schemas/patientProfile';
import { RegistrationRequestSchema } from '../schemas/registration';
import type { ApiOperation } from './contractOperation';

const BASE = '/patient-portal/api';
const POPUP = `${BASE}/patient-profile/disable-popup`;

/** The signed-in patient's profile and consents: what a session loads after sign-in. */
export const PROFILE_OPERATIONS = {
  getPatientProfile: {
    method: 'GET',
    path: `${BASE}/patient-profile`,
    auth: true,
    response: PatientProfileSchema,
    defaultErrorCode: 4212,
  },
  getConsents: {
    method: 'GET',
    path: `${BASE}/consents`,
    auth: true,
    response: ConsentsSchema,
    defaultErrorCode: 4212,
  },
} as const satisfies Record<string, ApiOperation>;

/** Account calls: profile, consents, registration, popups, notifications, contact. */
export const ACCOUNT_OPERATIONS = {
  ...PROFILE_OPERATIONS,
  /** Decided: answers the updated profile, so the client needs no second read. */
  updatePatientProfile: {
    method: 'PUT',
    path: `${BASE}/patient-profile`,
    auth: true,
    body: PatientProfileUpdateSchema,
    response: PatientProfileSchema,
    defaultErrorCode: 4214,
  },
  /**
   * Decided: the spec's `POST patient-profile` is registration — it creates a profile, so it is
   * anonymous (the only method of that path that is).
   */
  registerPatient: {
    method: 'POST',
    path: `${BASE}/patient-profile`,
    auth: false,
    body: RegistrationRequestSchema,
    response: 'empty',
    defaultErrorCode: 4983,
  },
  acceptAgreements: {
    method: 'PUT',
    path: `${BASE}/agreements`,
    auth: true,
    body: AgreementsRequestSchema,
    response: 'empty',
    defaultErrorCode: 4214,
  },
  disablePopupMakeDeclaration: {
    method: 'POST',
    path: `${POPUP}/make-declaration`,
    auth: true,
    response: 'empty',
    defaultErrorCode: 4214,
  },
  /** The path keeps the provider's spelling `falicity`. */
  disablePopupChangeDeclarationFacility: {
    method: 'POST',
    path: `${POPUP}/change-declaration-falicity`,
    auth: true,
    response: 'empty',
    defaultErrorCode: 4214,
  },
  disablePopupSubscriptionEnd: {
    method: 'POST',
    path: `${POPUP}/show-subscription-end`,
    auth: true,
    response: 'empty',
    defaultErrorCode: 4214,
  },
  setSubscriptionEndPopup: {
    method: 'PUT',
    path: `${BASE}/patient-profile/show-subscription-end-popup`,
    auth: true,
    body: SubscriptionEndPopupRequestSchema,
    response: 'empty',
    defaultErrorCode: 4214,
  },
  getNotifications: {
    method: 'GET',
    path: `${BASE}/notification`,
    auth: true,
    response: z.array(NotificationSchema),
    defaultErrorCode: 4082,
  },
  deactivateNotification: {
    method: 'PUT',
    path: `${BASE}/notification/deactivate`,
    auth: true,
    body: DeactivateNotificationRequestSchema,
    response: 'empty',
    defaultErrorCode: 4082,
  },
  sendContactMessage: {
    method: 'POST',
    path: `${BASE}/contact/message`,
    auth: false,
    body: ContactMessageSchema,
    response: 'empty',
    defaultErrorCode: 4982,
  },
} as const satisfies Record<string, ApiOperation>;
