import type { PartnerType } from '../brands/PARTNER_TYPES';
import { BROKER_TYPES, PARTNER_TYPES } from '../brands/PARTNER_TYPES';
import type { Role } from '../schemas/ROLES';
import type { Action } from './ACTIONS';
import { ACTIONS } from './ACTIONS';

/** Something a user can hold: one of their roles, or the partner type of the deployment. */
export type PermissionSubject = Role | PartnerType;

/** Items that must all be held; an action is allowed when any one of its combinations is held. */
export type PermissionCombination = readonly PermissionSubject[];

const brokers: readonly PartnerType[] = BROKER_TYPES;
const nonBrokers = PARTNER_TYPES.filter((type) => !brokers.includes(type));
// The sandbox is the provider's own brand (see withSandbox), not a partner.
const partners = PARTNER_TYPES.filter((type) => type !== 'general' && type !== 'sandbox');
// Spec §6: make-appointment is granted only to these types.
const booking: readonly PartnerType[] = ['general', 'inter', 'welbi', 'interrisk'];
// WELBI books through its short flow: no order page, steps, symptoms, payment or result (spec §1, §6).
const fullFlow = booking.filter((type) => type !== 'welbi');

const patient = (types: readonly PartnerType[]): PermissionCombination[] => types.map((t) => ['PATIENT', t]);
const typeOnly = (types: readonly PartnerType[]): PermissionCombination[] => types.map((t) => [t]);

/*
 * The type-by-role table is "not shown" in spec §6; these are the decisions, before the broker
 * addition below:
 * - Booking (make-appointment, appointment types, other slots, no-doctors, success/failed pages,
 *   change of order id, CALL type) follows make-appointment: general, inter, welbi, interrisk.
 *   Types that cannot open make-appointment cannot start an order either, so they get no order
 *   features. The full-flow features (order page, its steps, symptoms and symptom checks, step
 *   indicator, result page) leave WELBI out.
 * - Chat, video and registration: general only. Additional arrows: compensa only.
 * - SHOW_NFZ: general only. The NFZ offer is the provider's own public-health contract, and the
 *   NFZ choice leads to make-appointment, which brokers and most insurers do not have.
 * - SHOW_PRICE: general only; inter, interrisk and WELBI patients are covered by their plan (WELBI
 *   has no payment page at all). Brokers see prices through the broker addition.
 * - DISABLE_COUNTRY_AND_LANGUAGE restricts booking to Poland/Polish for the insurer booking types
 *   (inter, welbi, interrisk); general keeps the choice. It is a restriction, not a feature, so
 *   brokers do not get it.
 * - Marketing and trade agreements are the provider's own consents: general (and brokers); an
 *   insurer collects its members' consents itself.
 * - EDIT_EMAIL: general (and brokers); insurer accounts are provisioned by the insurer, whose
 *   e-mail is the identity key. EDIT_PHONE_NUMBER: every type, a callback needs a current phone.
 * - Profile, visits, a visit, notifications: every type as PATIENT, so every brand is usable.
 * - DOCTOR: visits list and single visit, in every type. Not the profile: /profile edits a
 *   patient profile and a doctor has none.
 * - Role-free, because they show on public pages too: "Powered by" for every partner brand (not
 *   for general, which is the provider itself), contact information for every type,
 *   registration (for anonymous visitors) and the compensa arrows.
 */
const BASE_RULES: Readonly<Record<Action, readonly PermissionCombination[]>> = {
  SHOW_MAKE_APPOINTMENT: patient(booking),
  SHOW_APPOINTMENT_TYPES: patient(booking),
  EDIT_PHONE_NUMBER: patient(nonBrokers),
  EDIT_EMAIL: patient(['general']),
  DISABLE_COUNTRY_AND_LANGUAGE: patient(['inter', 'welbi', 'interrisk']),
  MARKETING_AGREEMENT: patient(['general']),
  TRADE_AGREEMENT: patient(['general']),
  SHOW_ORDER_STEPS: patient(fullFlow),
  SHOW_OTHER_SLOTS: patient(booking),
  SHOW_PROFILE: patient(nonBrokers),
  SHOW_VISITS: [...patient(nonBrokers), ['DOCTOR']],
  SHOW_VISIT: [...patient(nonBrokers), ['DOCTOR']],
  SHOW_ORDER: patient(fullFlow),
  SHOW_ORDER_PERSONAL: patient(fullFlow),
  SHOW_ORDER_SYMPTOMS: patient(fullFlow),
  SHOW_ORDER_PAYMENT: patient(fullFlow),
  SHOW_APPOINTMENT_SUCCESS: patient(booking),
  SHOW_APPOINTMENT_FAILED: patient(booking),
  SHOW_APPOINTMENT_RESULT: patient(fullFlow),
  SHOW_NO_DOCTORS: patient(booking),
  SHOW_PRICE: patient(['general']),
  SHOW_SYMPTOM_CHECKER: patient(fullFlow),
  CHANGE_ORDER_ID: patient(booking),
  COMMUNICATION_TYPE_CALL: patient(booking),
  COMMUNICATION_TYPE_CHAT: patient(['general']),
  COMMUNICATION_TYPE_VIDEO: patient(['general']),
  SYMPTOM_FORM_CHECK: patient(fullFlow),
  REGISTRATION: typeOnly(['general']),
  SHOW_POWEREDBY: typeOnly(partners),
  SHOW_NOTIFICATIONS: patient(nonBrokers),
  SHOW_CONTACT_INFORMATION: typeOnly(PARTNER_TYPES),
  SHOW_ADDITIONAL_ARROWS: typeOnly(['compensa']),
  SHOW_NFZ: patient(['general']),
};

/**
 * Spec §6: brokers are added automatically to the patient features, except make-appointment and
 * the appointment-type choice. Also left out: what the spec grants to one type only (chat, video,
 * registration, arrows), SHOW_NFZ (it leads to make-appointment) and the country/language
 * restriction. Brokers can therefore see order pages they cannot start from make-appointment:
 * a partner's widget or a payment return can still land there.
 */
export const NOT_FOR_BROKERS: readonly Action[] = [
  'SHOW_MAKE_APPOINTMENT',
  'SHOW_APPOINTMENT_TYPES',
  'COMMUNICATION_TYPE_CHAT',
  'COMMUNICATION_TYPE_VIDEO',
  'REGISTRATION',
  'SHOW_ADDITIONAL_ARROWS',
  'SHOW_NFZ',
  'DISABLE_COUNTRY_AND_LANGUAGE',
];

function withBrokerAddition(
  action: Action,
  combinations: readonly PermissionCombination[],
): readonly PermissionCombination[] {
  const isPatientFeature = combinations.some((combination) => combination.includes('PATIENT'));
  if (!isPatientFeature || NOT_FOR_BROKERS.includes(action)) return combinations;
  return [...combinations, ...patient(brokers)];
}

/**
 * The sandbox brand is the provider's own brand in test mode, so a partner developer
 * tries exactly what GENERAL offers (prices, online payment through the simulator): every
 * combination naming `general` is granted to `sandbox` as well; it is left out of `partners`.
 */
function withSandbox(combinations: readonly PermissionCombination[]): readonly PermissionCombination[] {
  const asSandbox = combinations
    .filter((combination) => combination.includes('general'))
    .map((combination) => combination.map((subject) => (subject === 'general' ? 'sandbox' : subject)));
  return [...combinations, ...asSandbox];
}

/** Action → the combinations of roles and types that allow it (spec §6 rule). */
export const PERMISSION_RULES: Readonly<Record<Action, readonly PermissionCombination[]>> =
  Object.fromEntries(
    ACTIONS.map((action) => [action, withSandbox(withBrokerAddition(action, BASE_RULES[action]))]),
  ) as Record<Action, readonly PermissionCombination[]>;
