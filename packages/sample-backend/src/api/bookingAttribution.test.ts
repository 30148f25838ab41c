import { VisitSchema } from '@wizyta/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi } from './testing/callApi';

// The booking's attribution (partner + utm_*) is stored with the appointment and read
// back with it; the contract's schema keeps the whitelisted keys only.
let env: ApiTestEnv;

beforeAll(async () => {
  env = await createApiTestEnv({ now: new Date('2030-03-06T07:10:00Z') });
});

async function book(attribution: unknown): Promise<Response> {
  const held = await callApi(env.backend, 'reserveFirstAvailable', {
    body: {
      specializationId: 7,
      dateTimeTo: '2030-03-13T07:10:00.000Z',
      appointmentType: 'CALL',
      adultsCount: 1,
      childrenCount: 0,
    },
  });
  const { id } = (await held.json()) as { id: string };
  return callApi(env.backend, 'createAppointment', {
    token: env.pacjent,
    body: {
      slotReservationId: id,
      paymentType: 'CASH',
      forNfz: false,
      email: 'anna.kowalska@example.com',
      phoneNumber: { prefix: '+48', number: '500100200' },
      address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
      patients: [{ type: 'ADULT' }],
      ...(attribution === undefined ? {} : { attribution }),
    },
  });
}

async function readVisit(id: string) {
  const response = await callApi(env.backend, 'getAppointment', { token: env.pacjent, params: { id } });
  expect(response.status).toBe(200);
  return VisitSchema.parse(await response.json());
}

describe('booking attribution', () => {
  it('stores partner and utm_* with the appointment, unknown keys dropped, and returns them', async () => {
    const response = await book({
      partner: 'przyklad',
      utm: { source: 'x', medium: 'y', gclid: 'abc' },
      evil: 'z',
    });
    expect(response.status).toBe(200);
    const { appointmentId } = (await response.json()) as { appointmentId: string };
    const visit = await readVisit(appointmentId);
    expect(visit.attribution).toEqual({ partner: 'przyklad', utm: { source: 'x', medium: 'y' } });
  });

  it('books without attribution as before, and stores none', async () => {
    const response = await book(undefined);
    const { appointmentId } = (await response.json()) as { appointmentId: string };
    expect((await readVisit(appointmentId)).attribution).toBeUndefined();
  });

  it('refuses a value outside the rule (an e-mail address) with 400', async () => {
    expect((await book({ utm: { source: 'jan@kowalski.pl' } })).status).toBe(400);
  });
});
