import { connectTestClient, createScenario, orderBody, type TestClient } from '@wizyta/testkit/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingIdempotencyKey } from '../order/bookingIdempotencyKey';

let t: TestClient;
beforeAll(async () => {
  t = await connectTestClient();
});

describe('POST appointments with an idempotency key', () => {
  it('retries a booking whose answer was lost and gets the one visit the server made', async () => {
    const client = t.withOptions({ retryDelaysMs: [1, 1] });
    const hold = await createScenario(client).reserve();
    const before = (await client.getAppointments({ query: { page: 0, pageSize: 100 } })).totalElements;
    let dropped = 0;
    // The server books, then the answer is lost on the way back (what a proxy timeout looks like).
    t.intercept(async (request, next) => {
      const response = await next(request);
      if (request.method === 'POST' && request.url.endsWith('/appointments') && dropped++ === 0) {
        throw new TypeError('network connection lost');
      }
      return response;
    });
    const key = bookingIdempotencyKey(hold.id);
    const booked = await client.createAppointment({ body: orderBody(hold.id) }, { idempotencyKey: key });
    t.intercept(undefined);
    const posts = t.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/appointments'));
    expect(posts.slice(-2).map((r) => r.headers.get('idempotency-key'))).toEqual([key, key]);
    const after = (await client.getAppointments({ query: { page: 0, pageSize: 100 } })).totalElements;
    expect(after - before).toBe(1);
    // The patient pressing "book" again gets the same visit, not "slot taken".
    const again = await client.createAppointment({ body: orderBody(hold.id) }, { idempotencyKey: key });
    expect(again.appointmentId).toBe(booked.appointmentId);
  });

  it('does not retry a POST without a key (it could book twice)', async () => {
    const client = t.withOptions({ retryDelaysMs: [1, 1] });
    const hold = await createScenario(client).reserve();
    const isBooking = (r: Request) => r.method === 'POST' && r.url.endsWith('/appointments');
    const before = t.requests.filter(isBooking).length;
    t.intercept(async (request, next) => {
      await next(request);
      throw new TypeError('network connection lost');
    });
    await expect(client.createAppointment({ body: orderBody(hold.id) })).rejects.toBeTruthy();
    t.intercept(undefined);
    const posts = t.requests.filter(isBooking);
    expect(posts.length - before).toBe(1);
    expect(posts.at(-1)?.headers.get('idempotency-key')).toBeNull();
  });
});
