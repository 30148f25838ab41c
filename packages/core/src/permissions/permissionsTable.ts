import { brandKindOf } from '../brands/brandOf';
import { PARTNER_TYPES, type PartnerType } from '../brands/PARTNER_TYPES';
import { ACTIONS, type Action } from './ACTIONS';
import { can } from './can';

/** What each action means to a patient, for the README table (English, as the READMEs are). */
const WHAT: Readonly<Record<Action, string>> = {
  SHOW_MAKE_APPOINTMENT: 'book a visit (make-appointment)',
  SHOW_APPOINTMENT_TYPES: 'house, stationary and prescription visits',
  EDIT_PHONE_NUMBER: 'edit the phone number',
  EDIT_EMAIL: 'edit the e-mail',
  DISABLE_COUNTRY_AND_LANGUAGE: 'no country and language choice when booking',
  MARKETING_AGREEMENT: 'marketing consent',
  TRADE_AGREEMENT: 'trade consent',
  SHOW_ORDER_STEPS: 'the order stepper',
  SHOW_OTHER_SLOTS: 'other free times',
  SHOW_PROFILE: 'profile',
  SHOW_VISITS: 'visits list',
  SHOW_VISIT: 'a visit',
  SHOW_ORDER: 'full order page',
  SHOW_ORDER_PERSONAL: 'personal data step',
  SHOW_ORDER_SYMPTOMS: 'symptoms step',
  SHOW_ORDER_PAYMENT: 'payment step',
  SHOW_APPOINTMENT_SUCCESS: 'success page',
  SHOW_APPOINTMENT_FAILED: 'failed page',
  SHOW_APPOINTMENT_RESULT: 'payment result page',
  SHOW_NO_DOCTORS: 'no-doctors call-back',
  SHOW_PRICE: 'prices and online payment',
  SHOW_SYMPTOM_CHECKER: 'symptom checker',
  CHANGE_ORDER_ID: 'switch to another free time',
  COMMUNICATION_TYPE_CALL: 'phone consultation',
  COMMUNICATION_TYPE_CHAT: 'chat consultation',
  COMMUNICATION_TYPE_VIDEO: 'video consultation',
  SYMPTOM_FORM_CHECK: 'symptom form check',
  REGISTRATION: 'registration',
  SHOW_POWEREDBY: '"Powered by" footer',
  SHOW_NOTIFICATIONS: 'notifications',
  SHOW_CONTACT_INFORMATION: 'contact information',
  SHOW_ADDITIONAL_ARROWS: 'first/last page arrows',
  SHOW_NFZ: 'NFZ visit (0 zł)',
};

/** The actions a PATIENT of `type` is allowed, as a key for grouping types alike. */
function grantsOf(type: PartnerType): string {
  return ACTIONS.map((action) => (can(action, { type, roles: ['PATIENT'] }) ? '1' : '0')).join('');
}

/**
 * The README table "brand kind × what the patient sees": one column per group of partner types
 * whose patients are allowed exactly the same (headed by the brand kind and its types), one row
 * per spec §6 action. Generated from PERMISSION_RULES through `can`, never written by hand.
 */
export function permissionsTable(): string {
  const groups = new Map<string, PartnerType[]>();
  for (const type of PARTNER_TYPES) {
    const key = grantsOf(type);
    groups.set(key, [...(groups.get(key) ?? []), type]);
  }
  const columns = [...groups.values()];
  const head = columns.map((types) => {
    const kinds = [...new Set(types.map(brandKindOf))].join('/');
    return `${kinds}: ${types.join(', ')}`;
  });
  const rows = ACTIONS.map((action) => {
    const cells = columns.map((types) =>
      can(action, { type: types[0] ?? 'general', roles: ['PATIENT'] }) ? '✓' : '–',
    );
    return `| ${WHAT[action]} (\`${action}\`) | ${cells.join(' | ')} |`;
  });
  return [
    `| what the patient sees | ${head.join(' | ')} |`,
    `|---|${columns.map(() => ':-:').join('|')}|`,
    ...rows,
  ].join('\n');
}
