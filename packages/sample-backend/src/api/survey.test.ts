import type { Notification, Visit } from '@wizyta/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBackend } from '../createBackend';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi, readAnswer } from './testing/callApi';
import { expireSurveys, rejectSurvey } from './visits/surveyStatus';

let env: ApiTestEnv;

/** Books a prescription visit for two patients; on a fixed Wednesday morning its doctor is lek-01 (lekarz). */
async function bookPrescription() {
  const hold = (await (
    await callApi(env.backend, 'reserveFirstAvailable', {
      body: {
        specializationId: 1,
        dateTimeTo: new Date(env.backend.clock.now().getTime() + 7 * 24 * 3_600_000).toISOString(),
        appointmentType: 'PRESCRIPTION',
        adultsCount: 1,
        childrenCount: 1,
      },
    })
  ).json()) as { id: string };
  const body = {
    slotReservationId: hold.id,
    paymentType: 'ONLINE',
    forNfz: false,
    email: 'anna.kowalska@example.com',
    phoneNumber: { prefix: '+48', number: '500100200' },
    address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
    patients: [
      { type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska' },
      { type: 'CHILD', firstName: 'Zofia', lastName: 'Kowalska', birthDate: '2020-05-01' },
    ],
  };
  const answer = await callApi(env.backend, 'createAppointment', { token: env.pacjent, body });
  return ((await readAnswer('createAppointment', answer)) as { appointmentId: string }).appointmentId;
}

const visitOf = async (id: string, token = env.pacjent) =>
  (await readAnswer(
    'getAppointment',
    await callApi(env.backend, 'getAppointment', { token, params: { id } }),
  )) as Visit;
const submit = (id: string, answers: unknown, token = env.pacjent) =>
  callApi(env.backend, 'submitVisitSurvey', { token, params: { id }, body: { answers } });
const answersFor = async (id: string) =>
  Object.keys(
    (await (
      await callApi(env.backend, 'getAppointmentPatients', { token: env.pacjent, params: { id } })
    ).json()) as Record<string, string>,
  ).map((patientId, index) => ({
    patientId,
    symptoms: index === 0 ? 'Kaszel od tygodnia' : 'Katar',
    medicines: index === 0 ? 'Ibuprofen 200 mg' : '',
    allergies: index === 0 ? 'Penicylina' : '',
  }));

const reject = (id: string) =>
  env.backend.fetch(
    new Request(`http://localhost:8080/dev/visits/${id}/survey-rejection`, { method: 'POST' }),
  );

beforeEach(async () => {
  env = await createApiTestEnv({ now: new Date('2030-03-06T07:10:00Z') });
});

describe('the pre-visit survey', () => {
  it('a prescription visit starts in NEW, with a notification asking for the survey', async () => {
    const id = await bookPrescription();
    expect((await visitOf(id)).processStatus).toBe('NEW');
    const notifications = (await readAnswer(
      'getNotifications',
      await callApi(env.backend, 'getNotifications', { token: env.pacjent }),
    )) as Notification[];
    expect(notifications.filter((n) => n.appointmentId === id).map((n) => n.kind)).toEqual(
      expect.arrayContaining(['VISIT_BOOKED', 'SURVEY_REQUESTED']),
    );
  });

  it('takes one answer per patient, moves the visit on, and shows the answers to its doctor', async () => {
    const id = await bookPrescription();
    const answers = await answersFor(id);
    expect(answers).toHaveLength(2);

    const oneMissing = await submit(id, answers.slice(0, 1));
    expect(oneMissing.status).toBe(400);
    expect(await oneMissing.json()).toMatchObject({ code: 4706 });
    const stranger = await submit(id, [answers[0], { ...answers[1], patientId: 'pac-obcy' }]);
    expect(stranger.status).toBe(400);
    expect((await submit(id, answers, env.lekarz)).status).toBe(403);

    const saved = (await readAnswer('submitVisitSurvey', await submit(id, answers))) as Visit;
    expect(saved.processStatus).toBe('WAITING_FOR_PAYMENT');
    expect(saved.survey?.answers).toEqual(answers);
    const doctorView = await visitOf(id, env.lekarz);
    expect(doctorView.survey?.answers[0]).toMatchObject({
      symptoms: 'Kaszel od tygodnia',
      allergies: 'Penicylina',
    });

    const again = await submit(id, answers);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 4706 });
  });

  it('expires when the visit starts with no survey (SURVEY_EXPIRED)', async () => {
    const id = await bookPrescription();
    const at = Date.parse((await visitOf(id)).appointmentAt);
    expect(expireSurveys(env.backend.store, new Date(at - 60_000))).toBe(0);
    expect(expireSurveys(env.backend.store, new Date(at))).toBe(1);
    expect((await visitOf(id)).processStatus).toBe('SURVEY_EXPIRED');
    expect((await submit(id, await answersFor(id))).status).toBe(409);
  });

  it('the doctor rejecting a given survey ends the visit (SURVEY_REJECTED) and frees its slot', async () => {
    const id = await bookPrescription();
    // Nothing to reject before the survey is in.
    const early = await reject(id);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 4706 });
    await readAnswer('submitVisitSurvey', await submit(id, await answersFor(id)));
    const reservationId = env.backend.store.visits.get(id)?.reservationId;
    expect(reservationId).toBeTruthy();

    const rejected = await reject(id);
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toEqual({ processStatus: 'SURVEY_REJECTED' });
    const visit = await visitOf(id);
    expect(visit.processStatus).toBe('SURVEY_REJECTED');
    expect(visit.survey?.answers).toHaveLength(2);
    expect(env.backend.store.reservations.has(reservationId ?? '')).toBe(false);
    // Once: a rejected visit cannot be rejected again, nor its survey given anew.
    expect((await reject(id)).status).toBe(409);
    expect((await submit(id, await answersFor(id))).status).toBe(409);
    expect((await reject('no-such-visit')).status).toBe(404);
  });

  it('a survey of a visit that has started can no longer be rejected', async () => {
    const id = await bookPrescription();
    await readAnswer('submitVisitSurvey', await submit(id, await answersFor(id)));
    const record = env.backend.store.visits.get(id);
    if (!record) throw new Error('the visit is not in the store');
    const at = new Date(Date.parse(record.visit.appointmentAt));
    expect(() => rejectSurvey(env.backend.store, record, at)).toThrow(
      expect.objectContaining({ code: 4706 }),
    );
    expect((await visitOf(id)).processStatus).toBe('WAITING_FOR_PAYMENT');
  });
});

describe('where the survey rejection is served', () => {
  it('not without the development shortcuts', async () => {
    const other = await createBackend({ log: () => {} });
    const id = [...other.store.visits.keys()][0];
    expect(id).toBeDefined();
    const answer = await other.fetch(
      new Request(`http://localhost:8080/dev/visits/${id}/survey-rejection`, { method: 'POST' }),
    );
    expect(answer.status).toBe(404);
    // With them, the same seeded visit is found (and, with no survey given, refused).
    expect((await reject(id ?? '')).status).toBe(409);
  });
});
