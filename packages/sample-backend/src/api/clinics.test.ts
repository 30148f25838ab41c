import { type Clinic, ClinicSchema } from '@wizyta/core';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi } from './testing/callApi';
import { signInBySms } from './testing/signInBySms';

// A stationary visit takes place at one of the brand's clinics in the town it was searched in.
const INTER = '/gw/inter';
const WARSZAWA = 7;
const KRAKOW = 1;
const PIASECZNO = 9;
const MINUTE = 60_000;
let env: ApiTestEnv;

async function clinics(townId: number, base?: string): Promise<Clinic[]> {
  const response = await callApi(env.backend, 'getClinics', { query: { townId }, ...(base ? { base } : {}) });
  expect(response.status).toBe(200);
  return z.parse(z.array(ClinicSchema), await response.json());
}

async function hold(appointmentType: string, city: number | undefined, base?: string): Promise<string> {
  const response = await callApi(env.backend, 'reserveFirstAvailable', {
    ...(base ? { base } : {}),
    body: {
      specializationId: 7,
      dateTimeTo: new Date(env.backend.clock.now().getTime() + 7 * 24 * 60 * MINUTE).toISOString(),
      appointmentType,
      ...(city === undefined ? {} : { city }),
      adultsCount: 1,
      childrenCount: 0,
    },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

function book(token: string, slotReservationId: string, clinicId: string | undefined, base?: string) {
  return callApi(env.backend, 'createAppointment', {
    token,
    ...(base ? { base } : {}),
    body: {
      slotReservationId,
      paymentType: base ? 'PLAN' : 'CASH',
      forNfz: false,
      email: 'anna.kowalska@example.com',
      phoneNumber: { prefix: '+48', number: '500100200' },
      address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
      patients: [{ type: 'ADULT' }],
      ...(clinicId === undefined ? {} : { clinicId }),
    },
  });
}

async function expectRefusal(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: 4707 });
}

beforeEach(async () => {
  env = await createApiTestEnv({ now: new Date('2030-03-06T07:10:00Z') });
});

describe('GET visit-api/anonymous/clinics', () => {
  it("lists the brand's clinics of the town, none in a town without one", async () => {
    expect((await clinics(WARSZAWA)).map((c) => c.name)).toEqual(['Placówka Mokotów', 'Placówka Wola']);
    expect((await clinics(WARSZAWA, INTER)).map((c) => c.id)).toEqual([
      'plac-waw-1',
      'plac-waw-2',
      'plac-waw-inter',
    ]);
    expect(await clinics(PIASECZNO)).toEqual([]);
  });

  it('lists none for a brand that books no stationary visit, and refuses a town that is not a number', async () => {
    expect(await clinics(WARSZAWA, '/gw/pzu')).toEqual([]);
    const bad = await callApi(env.backend, 'getClinics', { query: { townId: 'x' } });
    expect(bad.status).toBe(400);
  });
});

describe('POST appointments of a stationary visit', () => {
  it('books at a clinic of the town and the visit carries it', async () => {
    const [clinic] = await clinics(KRAKOW);
    const booked = await book(env.pacjent, await hold('STATIONARY', KRAKOW), clinic?.id);
    expect(booked.status).toBe(200);
    const { appointmentId } = (await booked.json()) as { appointmentId: string };
    const visit = await callApi(env.backend, 'getAppointment', {
      token: env.pacjent,
      params: { id: appointmentId },
    });
    expect((await visit.json()).clinic).toEqual(clinic);
  });

  it('refuses (4707) no clinic, a clinic of another town or of another brand, and a clinic for another kind', async () => {
    await expectRefusal(await book(env.pacjent, await hold('STATIONARY', KRAKOW), undefined));
    await expectRefusal(await book(env.pacjent, await hold('STATIONARY', KRAKOW), 'plac-waw-1'));
    await expectRefusal(await book(env.pacjent, await hold('STATIONARY', undefined), 'plac-krk-1'));
    await expectRefusal(await book(env.pacjent, await hold('STATIONARY', WARSZAWA), 'plac-waw-inter'));
    await expectRefusal(await book(env.pacjent, await hold('CALL', KRAKOW), 'plac-krk-1'));
  });

  it("books an inter patient at inter's own clinic through inter's API base", async () => {
    const token = (await signInBySms(env.backend, 'pacjent', INTER)).access_token;
    const booked = await book(token, await hold('STATIONARY', WARSZAWA, INTER), 'plac-waw-inter', INTER);
    expect(booked.status).toBe(200);
  });
});
