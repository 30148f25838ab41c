import { can } from '../permissions/can';
import type { AppointmentType } from '../schemas/visitType';

/** Who is booking: the partner type, the token's roles (empty while anonymous) and the NFZ state. */
export interface OrderAudience {
  readonly type: string;
  readonly roles: readonly string[];
  readonly nfzActive: boolean;
}

// The search and the hold are anonymous (a partner-page patient signs in only to book), and only
// a PATIENT can book, so an anonymous visitor is judged as the patient they will sign in as.
function bookingRoles(roles: readonly string[]): readonly string[] {
  return roles.length > 0 ? roles : ['PATIENT'];
}

const TYPE_ACTION = {
  CALL: 'COMMUNICATION_TYPE_CALL',
  CHAT: 'COMMUNICATION_TYPE_CHAT',
  VIDEO: 'COMMUNICATION_TYPE_VIDEO',
  HOUSE: 'SHOW_APPOINTMENT_TYPES',
  STATIONARY: 'SHOW_APPOINTMENT_TYPES',
  PRESCRIPTION: 'SHOW_APPOINTMENT_TYPES',
} as const satisfies Record<AppointmentType, string>;

/**
 * Whether this audience may book at all (spec §6 SHOW_MAKE_APPOINTMENT: general, inter, welbi and
 * interrisk; not brokers, not the insurers without booking). Elsewhere the flow shows no search.
 */
export function canMakeAppointment(audience: Pick<OrderAudience, 'type' | 'roles'>): boolean {
  return can('SHOW_MAKE_APPOINTMENT', { type: audience.type, roles: bookingRoles(audience.roles) });
}

/** Whether this audience may book a visit of `appointmentType` (CHAT and VIDEO are general-only). */
export function canBookAppointmentType(audience: OrderAudience, appointmentType: AppointmentType): boolean {
  return can(TYPE_ACTION[appointmentType], { type: audience.type, roles: bookingRoles(audience.roles) });
}

/**
 * Whether an NFZ visit is possible: the profile is NFZ-active (known only once signed in) and the
 * brand shows NFZ (spec §2 /nfz-visit-type).
 */
export function canBookNfz(audience: OrderAudience): boolean {
  return audience.nfzActive && can('SHOW_NFZ', { type: audience.type, roles: bookingRoles(audience.roles) });
}

/**
 * Whether the patient picks the country they will be in and the consultation's language when
 * booking; not where the brand has "disable country and language choice" (spec §6:
 * DISABLE_COUNTRY_AND_LANGUAGE), nor for a house visit (the doctor comes to a Polish address).
 */
export function canChooseCountryAndLanguage(
  audience: OrderAudience,
  appointmentType: AppointmentType,
): boolean {
  return (
    appointmentType !== 'HOUSE' &&
    !can('DISABLE_COUNTRY_AND_LANGUAGE', { type: audience.type, roles: bookingRoles(audience.roles) })
  );
}
