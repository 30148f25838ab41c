import { describe, expect, it } from 'vitest';
import { BROKER_TYPES, PARTNER_TYPES } from '../brands/PARTNER_TYPES';
import { ROLES } from '../schemas/ROLES';
import type { Action } from './ACTIONS';
import { ACTIONS } from './ACTIONS';
import { can, permittedActions } from './can';
import { NOT_FOR_BROKERS, PERMISSION_RULES } from './PERMISSION_RULES';

const asPatient = (type: string) => ({ roles: ['PATIENT'], type });
// The spec's types; the sandbox is checked apart: it gets exactly what general gets.
const SPEC_TYPES = PARTNER_TYPES.filter((type) => type !== 'sandbox');
const typesAllowed = (action: Action) => SPEC_TYPES.filter((type) => can(action, asPatient(type)));

describe('the rule of spec §6', () => {
  it('allows when roles ∪ {type} contain every item of one combination', () => {
    expect(can('SHOW_MAKE_APPOINTMENT', { roles: ['PATIENT'], type: 'inter' })).toBe(true);
    expect(can('SHOW_MAKE_APPOINTMENT', { roles: ['DOCTOR'], type: 'inter' })).toBe(false);
    expect(can('SHOW_MAKE_APPOINTMENT', { roles: ['PATIENT'], type: 'pzu' })).toBe(false);
  });

  it('extra roles do not take anything away', () => {
    expect(can('SHOW_PROFILE', { roles: ['DOCTOR', 'PATIENT', 'offline_access'], type: 'pzu' })).toBe(true);
  });

  it('grants nothing to a type that is not a partner type, even one spelled like a role', () => {
    expect(permittedActions({ roles: [], type: 'PATIENT' })).toEqual([]);
    expect(permittedActions({ roles: ['PATIENT'], type: 'acme' })).toEqual([]);
  });

  it('has a rule with at least one non-empty combination for every action', () => {
    expect(Object.keys(PERMISSION_RULES)).toEqual([...ACTIONS]);
    for (const action of ACTIONS) {
      expect(PERMISSION_RULES[action].length, action).toBeGreaterThan(0);
      for (const combination of PERMISSION_RULES[action])
        expect(combination.length, action).toBeGreaterThan(0);
    }
  });

  it('uses only known roles and types in the table', () => {
    const known = new Set<string>([...ROLES, ...PARTNER_TYPES]);
    for (const combinations of Object.values(PERMISSION_RULES)) {
      for (const subject of combinations.flat()) expect(known.has(subject), subject).toBe(true);
    }
  });

  it('lists the permitted actions in ACTIONS order', () => {
    const actions = permittedActions(asPatient('general'));
    expect(actions).toEqual(ACTIONS.filter((action) => actions.includes(action)));
    expect(actions).toContain('SHOW_NFZ');
    expect(actions).not.toContain('SHOW_POWEREDBY');
  });
});

describe('known grants of spec §6', () => {
  it('adds brokers automatically to most patient features', () => {
    const patientFeatures = ACTIONS.filter(
      (action) =>
        !NOT_FOR_BROKERS.includes(action) && PERMISSION_RULES[action].some((c) => c.includes('PATIENT')),
    );
    expect(patientFeatures.length).toBeGreaterThan(ACTIONS.length / 2);
    for (const broker of BROKER_TYPES) {
      for (const action of patientFeatures)
        expect(can(action, asPatient(broker)), `${broker} ${action}`).toBe(true);
    }
  });

  it('does not give brokers make-appointment nor the appointment-type choice', () => {
    for (const broker of BROKER_TYPES) {
      expect(can('SHOW_MAKE_APPOINTMENT', asPatient(broker))).toBe(false);
      expect(can('SHOW_APPOINTMENT_TYPES', asPatient(broker))).toBe(false);
    }
  });

  it('grants make-appointment only to general, inter, welbi and interrisk', () => {
    expect(typesAllowed('SHOW_MAKE_APPOINTMENT')).toEqual(['general', 'inter', 'welbi', 'interrisk']);
  });

  it('does not grant the price view to inter or interrisk; brokers get it only by the broker addition', () => {
    expect(can('SHOW_PRICE', asPatient('inter'))).toBe(false);
    expect(can('SHOW_PRICE', asPatient('interrisk'))).toBe(false);
    expect(typesAllowed('SHOW_PRICE')).toEqual(['general', ...BROKER_TYPES]);
  });

  it('grants registration to general only, and to anonymous visitors', () => {
    expect(can('REGISTRATION', { roles: [], type: 'general' })).toBe(true);
    expect(SPEC_TYPES.filter((type) => can('REGISTRATION', { roles: [], type }))).toEqual(['general']);
    expect(typesAllowed('REGISTRATION')).toEqual(['general']);
  });

  it('grants the chat communication type to general only', () => {
    expect(typesAllowed('COMMUNICATION_TYPE_CHAT')).toEqual(['general']);
  });

  it('grants the video communication type to general only', () => {
    expect(typesAllowed('COMMUNICATION_TYPE_VIDEO')).toEqual(['general']);
  });

  it.each<Action>([
    'SHOW_ORDER',
    'SHOW_ORDER_PERSONAL',
    'SHOW_ORDER_SYMPTOMS',
    'SHOW_ORDER_PAYMENT',
    'SHOW_APPOINTMENT_RESULT',
  ])('excludes %s from WELBI', (action) => {
    expect(can(action, asPatient('welbi'))).toBe(false);
    expect(can(action, asPatient('general'))).toBe(true);
  });

  it('grants additional arrows to compensa only', () => {
    expect(PARTNER_TYPES.filter((type) => can('SHOW_ADDITIONAL_ARROWS', { roles: [], type }))).toEqual([
      'compensa',
    ]);
  });
});

describe('decisions where spec §6 is silent', () => {
  it.each(PARTNER_TYPES)('lets a %s patient see the profile, the visits and a visit', (type) => {
    for (const action of ['SHOW_VISITS', 'SHOW_VISIT', 'SHOW_PROFILE', 'SHOW_NOTIFICATIONS'] as const) {
      expect(can(action, asPatient(type)), action).toBe(true);
    }
  });

  it('gives a DOCTOR the visits list and a single visit in every type, but not the profile', () => {
    for (const type of PARTNER_TYPES) {
      const doctor = { roles: ['DOCTOR'], type };
      expect(can('SHOW_VISITS', doctor)).toBe(true);
      expect(can('SHOW_VISIT', doctor)).toBe(true);
      expect(can('SHOW_PROFILE', doctor)).toBe(false);
      expect(can('SHOW_MAKE_APPOINTMENT', doctor)).toBe(false);
    }
  });

  it('grants SHOW_NFZ to general patients only', () => {
    expect(typesAllowed('SHOW_NFZ')).toEqual(['general']);
  });

  it('shows "Powered by" on every partner brand but not on general, without login', () => {
    expect(can('SHOW_POWEREDBY', { roles: [], type: 'general' })).toBe(false);
    expect(SPEC_TYPES.filter((type) => can('SHOW_POWEREDBY', { roles: [], type }))).toHaveLength(
      SPEC_TYPES.length - 1,
    );
  });

  it('shows contact information everywhere, without login', () => {
    for (const type of PARTNER_TYPES) expect(can('SHOW_CONTACT_INFORMATION', { roles: [], type })).toBe(true);
  });

  it('gives the full-flow features to general, inter and interrisk (and brokers), not WELBI', () => {
    for (const action of ['SHOW_ORDER_STEPS', 'SHOW_SYMPTOM_CHECKER', 'SYMPTOM_FORM_CHECK'] as const) {
      expect(typesAllowed(action)).toEqual(['general', 'inter', 'interrisk', ...BROKER_TYPES]);
    }
  });

  it('lets WELBI book through its short flow: success, failed and no-doctors pages, CALL type', () => {
    for (const action of [
      'SHOW_APPOINTMENT_SUCCESS',
      'SHOW_APPOINTMENT_FAILED',
      'SHOW_NO_DOCTORS',
      'COMMUNICATION_TYPE_CALL',
      'SHOW_OTHER_SLOTS',
    ] as const) {
      expect(can(action, asPatient('welbi')), action).toBe(true);
    }
  });

  it('gives no order features to insurers without make-appointment', () => {
    for (const action of [
      'SHOW_ORDER',
      'SHOW_NO_DOCTORS',
      'SHOW_PRICE',
      'COMMUNICATION_TYPE_CALL',
    ] as const) {
      expect(can(action, asPatient('pzu')), action).toBe(false);
    }
  });

  it('fixes country and language for inter, welbi and interrisk only', () => {
    expect(typesAllowed('DISABLE_COUNTRY_AND_LANGUAGE')).toEqual(['inter', 'welbi', 'interrisk']);
  });

  it('asks for marketing and trade agreements and lets the e-mail be edited on general and brokers', () => {
    for (const action of ['MARKETING_AGREEMENT', 'TRADE_AGREEMENT', 'EDIT_EMAIL'] as const) {
      expect(typesAllowed(action)).toEqual(['general', ...BROKER_TYPES]);
    }
  });

  it('lets every patient edit the phone number', () => {
    expect(typesAllowed('EDIT_PHONE_NUMBER')).toEqual(SPEC_TYPES);
  });

  it('grants nothing that needs a role to an anonymous visitor', () => {
    expect(permittedActions({ roles: [], type: 'general' })).toEqual([
      'REGISTRATION',
      'SHOW_CONTACT_INFORMATION',
    ]);
    expect(permittedActions({ roles: [], type: 'compensa' })).toEqual([
      'SHOW_POWEREDBY',
      'SHOW_CONTACT_INFORMATION',
      'SHOW_ADDITIONAL_ARROWS',
    ]);
  });

  it('lets the sandbox brand do exactly what general does, for every role', () => {
    for (const roles of [[], ['PATIENT'], ['DOCTOR'], ['PATIENT', 'DOCTOR']]) {
      expect(permittedActions({ roles, type: 'sandbox' })).toEqual(
        permittedActions({ roles, type: 'general' }),
      );
    }
  });
});
