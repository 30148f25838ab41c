import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import type { Page } from '../schemas/page';
import type { Visit } from '../schemas/visit';
import {
  API,
  type ApiBody,
  type ApiOperationName,
  type ApiQuery,
  type ApiResponse,
  apiPath,
} from './contract';

const operations = Object.entries(API);

/** Default error codes of spec §8 and the API client issue, per call. */
const DEFAULT_CODES: Partial<Record<ApiOperationName, number>> = {
  getAppointments: 4398,
  getAppointment: 4678,
  getDocuments: 4679,
  getCountries: 4393,
  getLanguages: 4911,
  getAnonymousLanguages: 4911,
  getTowns: 4966,
  getClinics: 4708,
  getSpecializations: 4976,
  getSlotIntervals: 4981,
  calculatePrice: 4892,
  reserveFirstAvailable: 4412,
  reserveSlot: 4412,
  extendSlot: 4865,
  createAppointment: 4811,
  getConversation: 4956,
  sendMessage: 4887,
  uploadDocument: 4003,
  getNotifications: 4082,
  getPatientProfile: 4212,
  updatePatientProfile: 4214,
  registerPatient: 4983,
  getAdditionalSlots: 4457,
  getPaymentRedirect: 4239,
  logout: 4867,
  getDocumentTypes: 4514,
  getAnonymousDocumentTypes: 4514,
  cancelAppointment: 4701,
  rescheduleAppointment: 4702,
};

describe('API contract', () => {
  it('has every call of spec §7 the brief names', () => {
    const names = [
      'getPatientProfile',
      'getConsents',
      'updatePatientProfile',
      'startSmsLogin',
      'verifySmsLogin',
      'getAppointments',
      'getAppointment',
      'getAppointmentPatients',
      'createAppointment',
      'getConversation',
      'sendMessage',
      'getDocuments',
      'uploadDocument',
      'downloadDocument',
      'generateDoctorDocumentation',
      'getDoctorDocumentation',
      'getDocumentTypes',
      'getGenders',
      'getLanguages',
      'getTowns',
      'getAnonymousDocumentTypes',
      'getCountries',
      'getAnonymousLanguages',
      'getSpecializations',
      'getSlotIntervals',
      'calculatePrice',
      'reserveFirstAvailable',
      'reserveSlot',
      'extendSlot',
      'getSlot',
      'getAdditionalSlots',
      'requestCallBack',
      'getPaymentRedirect',
      'getPaymentStatus',
      'getPaymentReturnStatus',
      'logout',
      'refreshToken',
      'oauth2Token',
      'acceptAgreements',
      'sendContactMessage',
      'getNotifications',
      'deactivateNotification',
      'disablePopupMakeDeclaration',
      'disablePopupChangeDeclarationFacility',
      'disablePopupSubscriptionEnd',
      'setSubscriptionEndPopup',
      'registerPatient',
      'exchangeLinkToken',
    ];
    // The additions to spec §7 (DESIGN.md), each marked as one.
    const additions = [
      'cancelAppointment',
      'downloadInvoice',
      'getClinics',
      'rescheduleAppointment',
      'submitVisitSurvey',
    ];
    expect(Object.keys(API).sort()).toEqual([...names, ...additions].sort());
    const marked = operations.filter(([, op]) => 'addition' in op).map(([name]) => name);
    expect(marked.sort()).toEqual(additions);
  });

  it('puts visit-api calls under /visit-api/ and the rest under /patient-portal/api/', () => {
    const visitApi = operations.filter(([, op]) => op.path.startsWith('/visit-api/')).map(([name]) => name);
    expect(visitApi.sort()).toEqual(
      [
        'getTowns',
        'getClinics',
        'getAnonymousDocumentTypes',
        'getCountries',
        'getAnonymousLanguages',
        'getSpecializations',
        'getSlotIntervals',
      ].sort(),
    );
    for (const [, op] of operations)
      expect(op.path).toMatch(/^\/(visit-api|patient-portal\/api)\/[a-z0-9:/-]+$/i);
  });

  it('keeps the spec spelling of paths', () => {
    expect(API.disablePopupChangeDeclarationFacility.path).toBe(
      '/patient-portal/api/patient-profile/disable-popup/change-declaration-falicity',
    );
    expect(API.getSpecializations.path).toBe('/visit-api/v1/specializations');
    expect(API.getTowns.path).toBe('/visit-api/anonymous/towns');
    expect(API.getClinics.path).toBe('/visit-api/anonymous/clinics');
    expect(API.refreshToken.path).toBe('/patient-portal/api/token/refresh');
    expect(API.reserveFirstAvailable.path).toBe('/patient-portal/api/slot/reserve-first-available');
  });

  it('never has two calls on one method and path', () => {
    const keys = operations.map(([, op]) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // Decision: the search and the hold are anonymous so that a patient on a partner page can search,
  // hold a slot and see its price before signing in; booking, payment and everything personal need a token.
  it('is anonymous exactly for dictionaries, the search and the hold, the payment return, SMS login, token calls, contact and registration', () => {
    const anonymous = operations.filter(([, op]) => !op.auth).map(([name]) => name);
    expect(anonymous.sort()).toEqual(
      [
        'getTowns',
        'getClinics',
        'getAnonymousDocumentTypes',
        'getCountries',
        'getAnonymousLanguages',
        'getSpecializations',
        'getSlotIntervals',
        'calculatePrice',
        'reserveFirstAvailable',
        'reserveSlot',
        'extendSlot',
        'getSlot',
        'getAdditionalSlots',
        'requestCallBack',
        'getPaymentReturnStatus',
        'startSmsLogin',
        'verifySmsLogin',
        'logout',
        'refreshToken',
        'oauth2Token',
        'exchangeLinkToken',
        'sendContactMessage',
        'registerPatient',
      ].sort(),
    );
  });

  it('uses the default error codes of spec §8, 4982 elsewhere being a catalogue code', () => {
    for (const [name, code] of Object.entries(DEFAULT_CODES)) {
      expect(API[name as ApiOperationName].defaultErrorCode, name).toBe(code);
    }
    expect(API.uploadDocument.statusErrorCodes[413]).toBe(4133);
    expect(API.reserveSlot.statusErrorCodes[409]).toBe(4889);
  });

  it('has no body on GET and a schema or marker for every response', () => {
    for (const [name, op] of operations) {
      if (op.method === 'GET') expect('body' in op, name).toBe(false);
      if (typeof op.response === 'string') expect(['empty', 'binary'], name).toContain(op.response);
      else expect(typeof op.response.parse, name).toBe('function');
    }
  });

  it('validates with its schemas: a visits query from a URL and a token refresh body', () => {
    expect(z.parse(API.getAppointments.query, { page: '0', pageSize: '10', sort: 'doctor,ASC' })).toEqual({
      page: 0,
      pageSize: 10,
      sort: 'doctor,ASC',
    });
    expect(z.safeParse(API.refreshToken.body, { refreshToken: 'r' }).success).toBe(true);
    expect(z.safeParse(API.getSpecializations.query, { type: 'HOUSE' }).success).toBe(true);
  });
});

describe('apiPath', () => {
  it('fills and URL-encodes path parameters', () => {
    expect(apiPath('getAppointment', { id: 'v-1' })).toBe('/patient-portal/api/appointments/v-1');
    expect(apiPath('uploadDocument', { appointmentId: 'a/1', patientId: 7 })).toBe(
      '/patient-portal/api/documentation/a%2F1/7',
    );
    expect(apiPath('generateDoctorDocumentation', { visitId: 'v', patientId: 'p' })).toBe(
      '/patient-portal/api/doctor-documentation/v/p/generate',
    );
    expect(apiPath('getAppointments')).toBe('/patient-portal/api/appointments');
  });
  it('throws on a missing parameter rather than calling a wrong path', () => {
    expect(() => apiPath('getAppointment', { id: '' })).toThrow(/missing path parameter "id"/);
  });
});

describe('contract types', () => {
  it('flow from the schemas', () => {
    expectTypeOf<ApiResponse<'getAppointments'>>().toEqualTypeOf<
      z.output<typeof API.getAppointments.response>
    >();
    expectTypeOf<ApiResponse<'getAppointments'>>().toExtend<Page<Visit>>();
    expectTypeOf<ApiResponse<'logout'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiResponse<'downloadDocument'>>().toEqualTypeOf<Blob>();
    expectTypeOf<ApiBody<'uploadDocument'>>().toEqualTypeOf<FormData>();
    expectTypeOf<ApiBody<'getAppointments'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiBody<'createAppointment'>['slotReservationId']>().toEqualTypeOf<string>();
    expectTypeOf<ApiQuery<'getAppointments'>>().toExtend<
      { page?: string | number | undefined } | undefined
    >();
    expectTypeOf<Parameters<typeof apiPath<'getAppointment'>>[1]>().toEqualTypeOf<{ id: string | number }>();
  });
});
