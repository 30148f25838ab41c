import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi } from './testing/callApi';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
let env: ApiTestEnv;
const later = (ms: number) => new Date(env.backend.clock.now().getTime() + ms).toISOString();
const counts = { adultsCount: 1, childrenCount: 0 };

async function firstAvailable(body: Record<string, unknown>) {
  return callApi(env.backend, 'reserveFirstAvailable', {
    body: { specializationId: 7, dateTimeTo: later(7 * DAY), appointmentType: 'CALL', ...counts, ...body },
  });
}

function bookingBody(slotReservationId: string) {
  return {
    slotReservationId,
    paymentType: 'ONLINE',
    forNfz: false,
    email: 'anna.kowalska@example.com',
    phoneNumber: { prefix: '+48', number: '500100200' },
    address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
    patients: [{ type: 'ADULT' }],
  };
}

describe('slot reservations', () => {
  beforeEach(async () => {
    // A fixed Wednesday morning in Warsaw keeps the slot grid predictable.
    env = await createApiTestEnv({ now: new Date('2030-03-06T07:10:00Z') });
  });

  it('holds the earliest, cheapest slot for 10 minutes on the 08:00–22:00 grid', async () => {
    const hold = await (await firstAvailable({})).json();
    expect(hold.start).toBe('2030-03-06T07:30:00.000Z'); // 08:30 in Warsaw (UTC+1), the next half hour
    expect(hold.end).toBe('2030-03-06T08:00:00.000Z');
    expect(hold.expiresAt).toBe('2030-03-06T07:20:00.000Z');
    expect(hold.price).toBe(150);
    expect(hold.doctor.id).toBe('lek-01');
  });

  it('uses 60-minute slots for specializations 5 and 29 and 120 for house visits', async () => {
    const psychiatrist = await (await firstAvailable({ specializationId: 5 })).json();
    expect(Date.parse(psychiatrist.end) - Date.parse(psychiatrist.start)).toBe(60 * MINUTE);
    const house = await (
      await firstAvailable({ specializationId: 0, appointmentType: 'HOUSE', city: 7 })
    ).json();
    expect(Date.parse(house.end) - Date.parse(house.start)).toBe(120 * MINUTE);
    expect(house.price).toBe(249);
  });

  it('answers 404 / 4889 when no doctor is found: none in range, past end, no specialization', async () => {
    for (const body of [
      { dateTimeTo: later(10 * MINUTE) },
      { dateTimeTo: later(-DAY) },
      { specializationId: undefined },
      { specializationId: 999 },
      { specializationId: 7, appointmentType: 'HOUSE' },
    ]) {
      const response = await firstAvailable(body);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 4889 });
    }
  });

  it('says "no doctor found in the selected time range", and to a plan patient "no free slots, contact the patient carer"', async () => {
    const body = { specializationId: 7, dateTimeTo: later(10 * MINUTE), appointmentType: 'CALL', ...counts };
    const general = await firstAvailable(body);
    expect(await general.json()).toEqual({
      code: 4889,
      message: 'Nie znaleziono lekarza w wybranym przedziale czasu.',
    });
    for (const base of ['/gw/inter', '/gw/interrisk', '/gw/welbi']) {
      const covered = await callApi(env.backend, 'reserveFirstAvailable', { base, body });
      expect(covered.status, base).toBe(404);
      expect(await covered.json(), base).toEqual({
        code: 4889,
        message: 'Brak wolnych terminów. Skontaktuj się z opiekunem pacjenta.',
      });
    }
  });

  it('lets exactly one of fifty simultaneous reservations of one slot win', async () => {
    const held = await (await firstAvailable({})).json();
    const others = await (
      await callApi(env.backend, 'getAdditionalSlots', { query: { slotReservationId: held.id } })
    ).json();
    const slotKey: string = others.additionalSlots[0].slotKey;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        callApi(env.backend, 'reserveSlot', { body: { slotKey, appointmentType: 'CALL', ...counts } }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const loser = responses.find((r) => r.status === 409);
    expect(await loser?.json()).toEqual({
      code: 4889,
      message: 'Wybrana godzina została już zajęta przez kogoś innego.',
    });
  });

  it('frees an expired hold for others; extending keeps it', async () => {
    const a = await (await firstAvailable({})).json();
    env.backend.clock.advance(9 * MINUTE);
    const extended = await (
      await callApi(env.backend, 'extendSlot', { body: { slotReservationId: a.id } })
    ).json();
    expect(extended.expiresAt).toBe(later(10 * MINUTE));
    env.backend.clock.advance(9 * MINUTE);
    const b = await (await firstAvailable({})).json();
    expect([b.start, b.doctor.id]).not.toEqual([a.start, a.doctor.id]);
    env.backend.clock.advance(2 * MINUTE);
    const expired = await callApi(env.backend, 'extendSlot', { body: { slotReservationId: a.id } });
    expect(expired.status).toBe(409);
    const booked = await callApi(env.backend, 'createAppointment', {
      token: env.pacjent,
      body: bookingBody(a.id),
    });
    expect(booked.status).toBe(409);
    expect(await booked.json()).toMatchObject({ code: 4889 });
    // The expired hold no longer blocks its slot (the clock is now 07:30, so ask from then on).
    const c = await (await firstAvailable({ dateTimeFrom: a.start })).json();
    expect([c.start, c.doctor.id]).toEqual([a.start, a.doctor.id]);
  });

  it('is consumed by booking: a second booking of the same hold is 409', async () => {
    const hold = await (await firstAvailable({})).json();
    const first = await callApi(env.backend, 'createAppointment', {
      token: env.pacjent,
      body: bookingBody(hold.id),
    });
    expect(first.status).toBe(200);
    const second = await callApi(env.backend, 'createAppointment', {
      token: env.pacjent,
      body: bookingBody(hold.id),
    });
    expect(second.status).toBe(409);
    const again = await (await firstAvailable({})).json();
    expect(again.start).toBe(hold.start); // the same hour, with the next doctor
    expect(again.doctor.id).not.toBe(hold.doctor.id);
  });

  it('moves a hold with slot/reserve and releases the previous one', async () => {
    const hold = await (await firstAvailable({})).json();
    const page = await (
      await callApi(env.backend, 'getAdditionalSlots', {
        query: { slotReservationId: hold.id, sort: 'price,DESC' },
      })
    ).json();
    expect(page.size).toBe(5);
    expect(page.additionalSlots).toHaveLength(5);
    expect(page.additionalSlots[0].price).toBeGreaterThanOrEqual(page.additionalSlots[4].price);
    const moved = await callApi(env.backend, 'reserveSlot', {
      body: {
        slotKey: page.additionalSlots[0].slotKey,
        appointmentType: 'CALL',
        previousReservationId: hold.id,
        ...counts,
      },
    });
    expect(moved.status).toBe(200);
    expect((await callApi(env.backend, 'getSlot', { query: { id: hold.id } })).status).toBe(404);
  });

  it('answers slot intervals as HH:MM → "still in the future"', async () => {
    const response = await callApi(env.backend, 'getSlotIntervals', {
      body: { day: '2030-03-06', from: '06:00', to: '23:00', intervalSize: 120 },
    });
    expect(await response.json()).toEqual({
      intervalSize: 120,
      availableIntervals: {
        '08:00': false,
        '10:00': true,
        '12:00': true,
        '14:00': true,
        '16:00': true,
        '18:00': true,
        '20:00': true,
      },
    });
  });

  it('prices by the rules of spec §9', async () => {
    const call = (await (await firstAvailable({})).json()).id;
    const house = (await (await firstAvailable({ specializationId: 0, appointmentType: 'HOUSE' })).json()).id;
    const price = async (body: Record<string, unknown>) =>
      (await callApi(env.backend, 'calculatePrice', { body: { paymentType: 'ONLINE', ...body } })).json();
    expect(await price({ slotReservationId: call })).toMatchObject({
      basePrice: 150,
      price: 150,
      voucherStatus: null,
    });
    expect(await price({ slotReservationId: house, paymentType: 'CASH' })).toMatchObject({
      cashPaymentCost: 20,
      price: 269,
    });
    expect(await price({ slotReservationId: call, voucher: 'TEST' })).toMatchObject({
      discount: 20,
      price: 130,
      voucherStatus: 'ACTIVE',
    });
    expect(await price({ slotReservationId: call, voucher: 'ZLY' })).toMatchObject({
      discount: 0,
      voucherStatus: 'INVALID',
    });
    expect(await price({ slotReservationId: call, forNfz: true })).toMatchObject({ price: 0 });
  });
});
