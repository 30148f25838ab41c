import {
  connectTestClient,
  createScenario,
  DOCTOR_PHONE,
  orderBody,
  PATIENT_PHONE,
  type Scenario,
  samplePdf,
  type TestClient,
} from '@wizyta/testkit/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type ApiOperationName } from '../api';

interface Ctx {
  readonly t: TestClient;
  readonly s: Scenario;
}

const today = () => new Date().toISOString().slice(0, 10);
// Past the cut-off of any visit kind (12 h before a house visit, 2 h before others).
const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000);

/** `lekarz` generates the documentation of one of his visits with `pacjent`. */
async function generateAsDoctor(t: TestClient) {
  const doctor = (await t.signInAs(DOCTOR_PHONE)).client;
  const patientVisits = new Set(
    (await t.client.getAppointments({ query: { pageSize: 100 } })).content.map((v) => v.id),
  );
  for (const visit of (await doctor.getAppointments({ query: { pageSize: 100 } })).content) {
    if (!patientVisits.has(visit.id)) continue;
    const [patientId] = Object.keys(await doctor.getAppointmentPatients({ params: { id: visit.id } }));
    if (patientId === undefined) continue;
    const params = { visitId: visit.id, patientId };
    return { params, document: await doctor.generateDoctorDocumentation({ params }) };
  }
  throw new Error('no visit of lekarz with pacjent');
}

/**
 * One case per operation of the contract, each going through the typed client to the in-process
 * sample backend; the answer is schema-validated by the client, so resolving is the check. The
 * `Record` type makes a new contract operation without a case a compile error, and the first test
 * fails at run time too.
 */
const CASES: Record<ApiOperationName, (ctx: Ctx) => Promise<unknown>> = {
  getPatientProfile: ({ t }) => t.client.getPatientProfile(),
  getConsents: ({ t }) => t.client.getConsents(),
  updatePatientProfile: ({ t }) =>
    t.client.updatePatientProfile({
      body: {
        email: 'anna.kowalska@example.com',
        phoneNumberPrefix: '+48',
        phoneNumber: '500100200',
        address: { city: 'Warszawa', postCode: '00-001', streetName: 'Marszałkowska', streetNumber: '1' },
      },
    }),
  registerPatient: ({ t }) =>
    t.client.registerPatient({
      body: {
        firstName: 'Ewa',
        lastName: 'Lis',
        email: 'ewa.lis@example.com',
        gender: 'FEMALE',
        languageId: 1,
        documentType: 'PESEL',
        documentNumber: '02070803628',
        pesel: '02070803628',
        birthDate: '2002-07-08',
        phoneNumber: { prefix: '+48', number: '500100299' },
        termsAgreement: true,
      },
    }),
  acceptAgreements: async ({ t }) => {
    const { version } = await t.client.getConsents();
    await t.client.acceptAgreements({
      body: {
        termsAgreement: true,
        marketingAgreement: false,
        commercialAgreement: false,
        consentsVersion: version,
      },
    });
  },
  disablePopupMakeDeclaration: ({ t }) => t.client.disablePopupMakeDeclaration(),
  disablePopupChangeDeclarationFacility: ({ t }) => t.client.disablePopupChangeDeclarationFacility(),
  disablePopupSubscriptionEnd: ({ t }) => t.client.disablePopupSubscriptionEnd(),
  setSubscriptionEndPopup: ({ t }) =>
    t.client.setSubscriptionEndPopup({ body: { showSubscriptionEndPopup: false } }),
  getNotifications: ({ t }) => t.client.getNotifications(),
  deactivateNotification: async ({ t }) => {
    const [first] = await t.client.getNotifications();
    expect(first).toBeDefined();
    await t.client.deactivateNotification({ body: { id: first!.id } });
  },
  sendContactMessage: ({ t }) =>
    t.client.sendContactMessage({
      body: { email: 'anna@example.com', name: 'Anna', subject: 'Pytanie', message: 'Dzień dobry' },
    }),
  startSmsLogin: ({ t }) => t.client.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } }),
  verifySmsLogin: async ({ t }) => {
    await t.client.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } });
    const tokens = await t.client.verifySmsLogin({ body: { phoneNumber: PATIENT_PHONE, code: '123456' } });
    expect(tokens.access_token).not.toBe('');
  },
  refreshToken: ({ t }) => t.client.refreshToken({ body: { refreshToken: t.refreshToken } }),
  logout: async ({ t }) => {
    await t.client.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } });
    const tokens = await t.client.verifySmsLogin({ body: { phoneNumber: PATIENT_PHONE, code: '123456' } });
    await t.client.logout({ body: { refreshToken: tokens.refresh_token } });
  },
  oauth2Token: async ({ t }) => {
    // A refresh token is single-use (rotated), so this case signs in afresh.
    const { refreshToken } = await t.signInAs(PATIENT_PHONE);
    await t.client.oauth2Token({
      body: { grant_type: 'refresh_token', client_id: 'wizyta-portal', refresh_token: refreshToken },
    });
  },
  exchangeLinkToken: async ({ t }) => {
    // Not shown by the spec; the backend refuses an unknown link with the call's error.
    await expect(t.client.exchangeLinkToken({ params: { id: 'x', tokenId: 'y' } })).rejects.toMatchObject({
      name: 'AppError',
    });
  },
  getAppointments: async ({ t }) => {
    const page = await t.client.getAppointments({
      query: { page: 0, pageSize: 10, sort: 'appointmentAt,DESC' },
    });
    expect(page.content).toHaveLength(10);
  },
  getAppointment: async ({ t, s }) => {
    const visit = await s.visit();
    expect((await t.client.getAppointment({ params: { id: visit.id } })).id).toBe(visit.id);
  },
  getAppointmentPatients: async ({ s }) => expect(await s.patientId()).not.toBe(''),
  cancelAppointment: async ({ t, s }) => {
    const { appointmentId } = await s.book(tomorrow());
    const cancelled = await t.client.cancelAppointment({ params: { id: appointmentId } });
    expect(cancelled.processStatus).toBe('CANCELLED_BY_PATIENT');
  },
  rescheduleAppointment: async ({ t, s }) => {
    const { appointmentId } = await s.book(tomorrow());
    const hold = await s.reserve(tomorrow());
    const moved = await t.client.rescheduleAppointment({
      params: { id: appointmentId },
      body: { slotReservationId: hold.id },
    });
    expect(moved.appointmentAt).toBe(hold.start);
  },
  getConversation: async ({ t, s }) => t.client.getConversation({ params: { id: (await s.visit()).id } }),
  sendMessage: async ({ t, s }) => {
    for (const visit of await s.visits()) {
      const conversation = await t.client.getConversation({ params: { id: visit.id } });
      if (!conversation.canAsk) continue;
      const sent = await t.client.sendMessage({
        params: { id: visit.id },
        body: { message: 'Czy mogę już ćwiczyć?' },
      });
      expect(sent.message).toBe('Czy mogę już ćwiczyć?');
      return;
    }
    throw new Error('no seeded visit accepts a question');
  },
  getDocuments: async ({ t, s }) =>
    t.client.getDocuments({
      params: { appointmentId: (await s.visit()).id },
      query: { sort: 'uploadedAt,DESC' },
    }),
  uploadDocument: async ({ t, s }) => {
    const params = { appointmentId: (await s.visit()).id, patientId: await s.patientId() };
    const document = await t.client.uploadDocument({ params, file: samplePdf() });
    expect(document.originalFileName).toBe('wynik.pdf');
  },
  downloadDocument: async ({ t, s }) => {
    const blob = await t.client.downloadDocument({ params: { id: await s.documentId() } });
    expect(blob.size).toBeGreaterThan(0);
  },
  downloadInvoice: async ({ t, s }) => {
    // Not paid yet: no invoice, and the client shows the call's code.
    const { appointmentId } = await s.book(tomorrow());
    await expect(t.client.downloadInvoice({ params: { id: appointmentId } })).rejects.toMatchObject({
      name: 'AppError',
      code: 4679,
    });
  },
  submitVisitSurvey: async ({ t, s }) => {
    // A phone consultation waits for no survey: the call's own code.
    const { appointmentId } = await s.book(tomorrow());
    const answers = [{ patientId: 'x', symptoms: '', medicines: '', allergies: '' }];
    await expect(
      t.client.submitVisitSurvey({ params: { id: appointmentId }, body: { answers } }),
    ).rejects.toMatchObject({ name: 'AppError', code: 4706 });
  },
  generateDoctorDocumentation: async ({ t }) => {
    const document = await generateAsDoctor(t);
    expect(document.document.uploaderRole).toBe('DOCTOR');
  },
  getDoctorDocumentation: async ({ t }) => {
    const { params } = await generateAsDoctor(t);
    // The patient reads what the doctor generated.
    expect(await t.client.getDoctorDocumentation({ params })).toBeInstanceOf(Blob);
  },
  getDocumentTypes: ({ t }) => t.client.getDocumentTypes(),
  getGenders: ({ t }) => t.client.getGenders(),
  getLanguages: ({ t }) => t.client.getLanguages(),
  getTowns: async ({ t }) => expect(await t.client.getTowns()).toHaveLength(13),
  getClinics: async ({ t }) => {
    const clinics = await t.client.getClinics({ query: { townId: 7 } });
    expect(clinics.map((c) => c.townId)).toEqual([7, 7]);
    expect(await t.client.getClinics({ query: { townId: 9 } })).toEqual([]);
  },
  getAnonymousDocumentTypes: ({ t }) => t.client.getAnonymousDocumentTypes(),
  getCountries: ({ t }) => t.client.getCountries(),
  getAnonymousLanguages: ({ t }) => t.client.getAnonymousLanguages(),
  getSpecializations: async ({ t }) =>
    expect(await t.client.getSpecializations({ query: { type: 'HOUSE' } })).toEqual([
      expect.objectContaining({ id: 0 }),
    ]),
  getSlotIntervals: ({ t }) =>
    t.client.getSlotIntervals({ body: { day: today(), from: '08:00', to: '20:00', intervalSize: 60 } }),
  calculatePrice: async ({ t, s }) => {
    const price = await t.client.calculatePrice({
      body: { slotReservationId: (await s.reserve()).id, paymentType: 'ONLINE' },
    });
    expect(price.price).toBe(150);
  },
  reserveFirstAvailable: async ({ s }) => expect((await s.reserve()).appointmentType).toBe('CALL'),
  reserveSlot: async ({ t, s }) => {
    const held = await s.reserve();
    const other = await t.client.getAdditionalSlots({ query: { slotReservationId: held.id } });
    const slot = other.additionalSlots[0];
    expect(slot).toBeDefined();
    await t.client.reserveSlot({
      body: {
        slotKey: slot!.slotKey,
        appointmentType: 'CALL',
        previousReservationId: held.id,
        adultsCount: 1,
        childrenCount: 0,
      },
    });
  },
  extendSlot: async ({ t, s }) =>
    t.client.extendSlot({ body: { slotReservationId: (await s.reserve()).id } }),
  getSlot: async ({ t, s }) => {
    const held = await s.reserve();
    expect((await t.client.getSlot({ query: { id: held.id } })).id).toBe(held.id);
  },
  getAdditionalSlots: async ({ t, s }) =>
    t.client.getAdditionalSlots({ query: { slotReservationId: (await s.reserve()).id, sort: 'price,ASC' } }),
  createAppointment: async ({ t, s }) => {
    const booked = await t.client.createAppointment({ body: orderBody((await s.reserve()).id) });
    expect(booked.appointmentId).not.toBe('');
  },
  getPaymentRedirect: async ({ t, s }) =>
    t.client.getPaymentRedirect({ query: { appointmentId: (await s.book()).appointmentId } }),
  getPaymentStatus: async ({ t, s }) =>
    t.client.getPaymentStatus({ query: { appointmentId: (await s.book()).appointmentId } }),
  getPaymentReturnStatus: async ({ t, s }) => {
    const appointmentId = (await s.book()).appointmentId;
    const { returnKey } = await t.client.getPaymentRedirect({ query: { appointmentId } });
    return t.client.getPaymentReturnStatus({ query: { returnKey: returnKey ?? '' } });
  },
  requestCallBack: ({ t }) =>
    t.client.requestCallBack({ body: { phoneNumber: PATIENT_PHONE, name: 'Anna' } }),
};

describe('every operation of the contract through the client', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    const t = await connectTestClient();
    ctx = { t, s: createScenario(t.client) };
  });

  it('has a case for each operation', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(API).sort());
  });

  it.each(Object.keys(CASES) as ApiOperationName[])('%s', async (name) => {
    await CASES[name](ctx);
  });

  it('builds an absolute download URL', async () => {
    expect(ctx.t.client.downloadUrl('d 1')).toBe(
      'http://localhost:8080/patient-portal/api/documentation/download/d%201',
    );
  });
});
