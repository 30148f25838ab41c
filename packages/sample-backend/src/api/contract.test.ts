import { API, type ApiOperationName } from '@wizyta/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PNG } from '../seed/samplePng';
import { SAMPLE_INVOICE } from '../testing/sampleInvoice';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi, readAnswer } from './testing/callApi';

let env: ApiTestEnv;
const inAWeek = () => new Date(env.backend.clock.now().getTime() + 7 * 24 * 3600 * 1000).toISOString();
const tomorrow = () => new Date(env.backend.clock.now().getTime() + 24 * 3600 * 1000).toISOString();
/** Holds the first free internist call up to a week ahead; `fromTomorrow`: not before the cut-off. */
const hold = async (fromTomorrow = false, appointmentType = 'CALL') => {
  const response = await callApi(env.backend, 'reserveFirstAvailable', {
    body: {
      specializationId: 1,
      dateTimeTo: inAWeek(),
      ...(fromTomorrow ? { dateTimeFrom: tomorrow() } : {}),
      appointmentType,
      adultsCount: 1,
      childrenCount: 0,
    },
  });
  return (await response.json()) as { id: string };
};
const booking = async (
  paymentType: 'ONLINE' | 'CASH',
  fromTomorrow = false,
  invoice?: typeof SAMPLE_INVOICE,
  appointmentType = 'CALL',
) => {
  const body = {
    ...(invoice ? { invoice } : {}),
    slotReservationId: (await hold(fromTomorrow, appointmentType)).id,
    paymentType,
    forNfz: false,
    email: 'anna.kowalska@example.com',
    phoneNumber: { prefix: '+48', number: '500100200' },
    address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
    patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska' }],
  };
  const response = await callApi(env.backend, 'createAppointment', { token: env.pacjent, body });
  return (await response.json()) as { appointmentId: string };
};
const phone = { prefix: '+48', number: '500100200' };
/** Pays the visit online: the hand-off, then "Zapłać" on the gateway simulator's page. */
const payAtGateway = async (appointmentId: string) => {
  const redirect = (await (
    await callApi(env.backend, 'getPaymentRedirect', { token: env.pacjent, query: { appointmentId } })
  ).json()) as { redirectUrl: string; redirectParams: { payment: string } };
  const form = new URLSearchParams({ payment: redirect.redirectParams.payment, decision: 'pay' });
  const paid = await env.backend.fetch(new Request(redirect.redirectUrl, { method: 'POST', body: form }));
  expect(paid.status).toBe(303);
};
// The session calls need fresh refresh tokens; minting them in process spares the SMS send limit.
const issuedTokens = async () => {
  const account = env.backend.ctx.accounts.byUsername('pacjent');
  if (!account) throw new Error('no pacjent');
  return env.backend.ctx.tokens.issueFor(account);
};

/**
 * One call per operation of the contract. Typed as a full Record, so a new operation in core's
 * `API` fails to compile here until it is covered; the last test checks the same at run time.
 */
const CASES: Record<ApiOperationName, () => Promise<Response>> = {
  getPatientProfile: () => callApi(env.backend, 'getPatientProfile', { token: env.pacjent }),
  getConsents: () => callApi(env.backend, 'getConsents', { token: env.pacjent }),
  updatePatientProfile: () =>
    callApi(env.backend, 'updatePatientProfile', {
      token: env.pacjent,
      body: {
        email: 'anna.nowy@example.com',
        phoneNumberPrefix: '+48',
        phoneNumber: '500100200',
        address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
      },
    }),
  registerPatient: () =>
    callApi(env.backend, 'registerPatient', {
      body: {
        firstName: 'Łucja',
        lastName: 'Nowak-Kowalska',
        email: 'lucja@example.com',
        gender: 'FEMALE',
        languageId: 1,
        documentType: 'PASSPORT',
        documentNumber: 'EB7654321',
        pesel: '90010112346',
        birthDate: '1990-01-01',
        phoneNumber: { prefix: '+48', number: '500999888' },
        termsAgreement: true,
      },
    }),
  acceptAgreements: () =>
    callApi(env.backend, 'acceptAgreements', {
      token: env.pacjent,
      body: {
        termsAgreement: true,
        marketingAgreement: false,
        commercialAgreement: true,
        consentsVersion: '2025-01',
      },
    }),
  disablePopupMakeDeclaration: () => callApi(env.backend, 'disablePopupMakeDeclaration', { token: env.nfz }),
  disablePopupChangeDeclarationFacility: () =>
    callApi(env.backend, 'disablePopupChangeDeclarationFacility', { token: env.nfz }),
  disablePopupSubscriptionEnd: () =>
    callApi(env.backend, 'disablePopupSubscriptionEnd', { token: env.pacjent }),
  setSubscriptionEndPopup: () =>
    callApi(env.backend, 'setSubscriptionEndPopup', {
      token: env.pacjent,
      body: { showSubscriptionEndPopup: true },
    }),
  getNotifications: () => callApi(env.backend, 'getNotifications', { token: env.pacjent }),
  deactivateNotification: () =>
    callApi(env.backend, 'deactivateNotification', { token: env.pacjent, body: { id: 'pow-1' } }),
  sendContactMessage: () =>
    callApi(env.backend, 'sendContactMessage', {
      body: { email: 'jan@example.com', name: 'Jan', subject: 'Pytanie', message: 'Dzień dobry' },
    }),
  startSmsLogin: () => callApi(env.backend, 'startSmsLogin', { body: { phoneNumber: phone } }),
  verifySmsLogin: async () => {
    await callApi(env.backend, 'startSmsLogin', { body: { phoneNumber: phone } });
    return callApi(env.backend, 'verifySmsLogin', { body: { phoneNumber: phone, code: '123456' } });
  },
  logout: async () => {
    const tokens = await issuedTokens();
    return callApi(env.backend, 'logout', { body: { refreshToken: tokens.refresh_token } });
  },
  refreshToken: async () => {
    const tokens = await issuedTokens();
    return callApi(env.backend, 'refreshToken', { body: { refreshToken: tokens.refresh_token } });
  },
  oauth2Token: async () => {
    const tokens = await issuedTokens();
    return callApi(env.backend, 'oauth2Token', {
      body: { grant_type: 'refresh_token', client_id: 'wizyta-portal', refresh_token: tokens.refresh_token },
    });
  },
  exchangeLinkToken: () =>
    callApi(env.backend, 'exchangeLinkToken', { params: { id: 'pacjent', tokenId: 'link-pacjent' } }),
  getAppointments: () =>
    callApi(env.backend, 'getAppointments', { token: env.pacjent, query: { page: 1, sort: 'doctor,ASC' } }),
  getAppointment: () =>
    callApi(env.backend, 'getAppointment', { token: env.pacjent, params: { id: 'w-1001' } }),
  getAppointmentPatients: () =>
    callApi(env.backend, 'getAppointmentPatients', { token: env.pacjent, params: { id: 'test' } }),
  cancelAppointment: async () =>
    callApi(env.backend, 'cancelAppointment', {
      token: env.pacjent,
      params: { id: (await booking('ONLINE', true)).appointmentId },
    }),
  rescheduleAppointment: async () => {
    const { appointmentId } = await booking('CASH', true);
    return callApi(env.backend, 'rescheduleAppointment', {
      token: env.pacjent,
      params: { id: appointmentId },
      body: { slotReservationId: (await hold(true)).id },
    });
  },
  getConversation: () =>
    callApi(env.backend, 'getConversation', { token: env.pacjent, params: { id: 'w-1002' } }),
  sendMessage: () =>
    callApi(env.backend, 'sendMessage', {
      token: env.pacjent,
      params: { id: 'w-1001' },
      body: { message: 'Czy mogę wziąć ibuprofen?' },
    }),
  getDocuments: () =>
    callApi(env.backend, 'getDocuments', {
      token: env.pacjent,
      params: { appointmentId: 'w-1002' },
      query: { sort: 'fileName,ASC' },
    }),
  uploadDocument: () => {
    const form = new FormData();
    form.set('file', new File([SAMPLE_PNG.slice()], 'skan.png', { type: 'image/png' }));
    return callApi(env.backend, 'uploadDocument', {
      token: env.pacjent,
      params: { appointmentId: 'w-1001', patientId: 'pac-anna' },
      body: form,
    });
  },
  downloadDocument: () =>
    callApi(env.backend, 'downloadDocument', { token: env.pacjent, params: { id: 'dok-w-1002-1' } }),
  generateDoctorDocumentation: () =>
    callApi(env.backend, 'generateDoctorDocumentation', {
      token: env.lekarz,
      params: { visitId: 'w-1001', patientId: 'pac-anna' },
    }),
  getDoctorDocumentation: async () => {
    await CASES.generateDoctorDocumentation();
    return callApi(env.backend, 'getDoctorDocumentation', {
      token: env.pacjent,
      params: { visitId: 'w-1001', patientId: 'pac-anna' },
    });
  },
  getDocumentTypes: () => callApi(env.backend, 'getDocumentTypes', { token: env.pacjent }),
  getGenders: () => callApi(env.backend, 'getGenders', { token: env.pacjent }),
  getLanguages: () => callApi(env.backend, 'getLanguages', { token: env.pacjent }),
  getTowns: () => callApi(env.backend, 'getTowns'),
  getClinics: () => callApi(env.backend, 'getClinics', { query: { townId: 1 } }),
  getAnonymousDocumentTypes: () => callApi(env.backend, 'getAnonymousDocumentTypes'),
  getCountries: () => callApi(env.backend, 'getCountries'),
  getAnonymousLanguages: () => callApi(env.backend, 'getAnonymousLanguages'),
  getSpecializations: () => callApi(env.backend, 'getSpecializations', { query: { type: 'CALL' } }),
  getSlotIntervals: () =>
    callApi(env.backend, 'getSlotIntervals', {
      body: { day: '2030-01-02', from: '08:00', to: '22:00', intervalSize: 30 },
    }),
  calculatePrice: async () =>
    callApi(env.backend, 'calculatePrice', {
      body: { slotReservationId: (await hold()).id, paymentType: 'CASH', voucher: 'TEST' },
    }),
  reserveFirstAvailable: () =>
    callApi(env.backend, 'reserveFirstAvailable', {
      body: {
        specializationId: 0,
        dateTimeTo: inAWeek(),
        appointmentType: 'HOUSE',
        city: 1,
        adultsCount: 1,
        childrenCount: 0,
      },
    }),
  reserveSlot: async () => {
    const held = await hold();
    const others = await callApi(env.backend, 'getAdditionalSlots', {
      query: { slotReservationId: held.id },
    });
    const { additionalSlots } = (await others.json()) as { additionalSlots: Array<{ slotKey: string }> };
    return callApi(env.backend, 'reserveSlot', {
      body: {
        slotKey: additionalSlots[0]?.slotKey,
        appointmentType: 'CALL',
        previousReservationId: held.id,
        adultsCount: 1,
        childrenCount: 0,
      },
    });
  },
  extendSlot: async () =>
    callApi(env.backend, 'extendSlot', { body: { slotReservationId: (await hold()).id } }),
  getSlot: async () => callApi(env.backend, 'getSlot', { query: { id: (await hold()).id } }),
  getAdditionalSlots: async () =>
    callApi(env.backend, 'getAdditionalSlots', {
      query: { slotReservationId: (await hold()).id, sort: 'price,DESC' },
    }),
  createAppointment: async () => {
    const body = {
      slotReservationId: (await hold()).id,
      paymentType: 'CASH',
      forNfz: false,
      email: 'anna.kowalska@example.com',
      phoneNumber: phone,
      address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
      patients: [{ type: 'ADULT' }],
    };
    return callApi(env.backend, 'createAppointment', { token: env.pacjent, body });
  },
  getPaymentRedirect: async () =>
    callApi(env.backend, 'getPaymentRedirect', {
      token: env.pacjent,
      query: { appointmentId: (await booking('ONLINE')).appointmentId },
    }),
  getPaymentStatus: async () =>
    callApi(env.backend, 'getPaymentStatus', {
      token: env.pacjent,
      query: { appointmentId: (await booking('CASH')).appointmentId },
    }),
  getPaymentReturnStatus: async () => {
    const appointmentId = (await booking('ONLINE')).appointmentId;
    const redirect = await (
      await callApi(env.backend, 'getPaymentRedirect', { token: env.pacjent, query: { appointmentId } })
    ).json();
    return callApi(env.backend, 'getPaymentReturnStatus', { query: { returnKey: redirect.returnKey } });
  },
  submitVisitSurvey: async () => {
    const { appointmentId } = await booking('ONLINE', false, undefined, 'PRESCRIPTION');
    const patients = await (
      await callApi(env.backend, 'getAppointmentPatients', {
        token: env.pacjent,
        params: { id: appointmentId },
      })
    ).json();
    const answers = Object.keys(patients).map((patientId) => ({
      patientId,
      symptoms: 'Kaszel od tygodnia',
      medicines: 'brak',
      allergies: 'penicylina',
    }));
    return callApi(env.backend, 'submitVisitSurvey', {
      token: env.pacjent,
      params: { id: appointmentId },
      body: { answers },
    });
  },
  downloadInvoice: async () => {
    const { appointmentId } = await booking('ONLINE', false, SAMPLE_INVOICE);
    await payAtGateway(appointmentId);
    return callApi(env.backend, 'downloadInvoice', { token: env.pacjent, params: { id: appointmentId } });
  },
  requestCallBack: () =>
    callApi(env.backend, 'requestCallBack', {
      body: { phoneNumber: phone, specializationId: 7, appointmentType: 'CALL' },
    }),
};

describe('the API contract (every operation of core API, answers parsed with its schema)', () => {
  beforeAll(async () => {
    env = await createApiTestEnv();
  });

  it.each(Object.keys(CASES) as ApiOperationName[])('%s', async (name) => {
    const answer = await readAnswer(name, await CASES[name]());
    if (API[name].response === 'binary') expect((answer as Uint8Array).byteLength).toBeGreaterThan(0);
  });

  it('covers every operation of the contract', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(API).sort());
  });
});
