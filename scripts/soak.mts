// `npm run soak`: a bounded load-and-fault run against the sample backend on the
// loopback, never part of `npm test`. 50 patients sign in by SMS, hold a slot and book it at the
// same moment through core's API client, while the fault injector answers 500s, drops requests,
// loses answers after the booking was made, and delays answers past the client's time limit.
// Each patient presses "book" again (same Idempotency-Key) until it succeeds, up to a deadline.
// The table: bookings attempted / completed / duplicated (must be 0) / lost (must be 0), and the
// booking latency (first press → confirmed) p50/p95. Exits 1 when a duplicate or a loss is seen.
import { bookingIdempotencyKey, createApiClient } from '@wizyta/core';
import { createBackend, RELAXED_RATE_LIMITS } from '@wizyta/sample-backend';

const PATIENTS = 50;
const DEADLINE_MS = 60_000;
const CLIENT_TIMEOUT_MS = 1_500;
const SEED = 15;
// SOAK_WITHOUT_KEY=1: the control run, booking without Idempotency-Key as the client once did
// (expect losses: a lost answer's retry finds the hold consumed).
const WITH_KEY = process.env.SOAK_WITHOUT_KEY !== '1';

const backend = await createBackend({
  port: 0,
  partnerPort: 0,
  host: '127.0.0.1',
  delayMs: 20,
  tokenLifetimeS: 3600,
  faults: 'on',
  faultsSeed: SEED,
  // One loopback address plays 50 patients: the per-address limits would (rightly) stop it.
  rateLimits: RELAXED_RATE_LIMITS,
  log: () => {},
});
const server = await backend.listen();
const url = server.url.replace('localhost', '127.0.0.1');

const BOOK = '/patient-portal/api/appointments';
const HOLD = '/patient-portal/api/slot/reserve-first-available';
for (const rule of [
  { kind: 'error500', method: 'POST', path: BOOK, probability: 0.15 },
  { kind: 'drop', method: 'POST', path: BOOK, probability: 0.1 },
  { kind: 'lose', method: 'POST', path: BOOK, probability: 0.15 },
  { kind: 'latency', method: 'POST', path: BOOK, probability: 0.1, latencyMs: CLIENT_TIMEOUT_MS + 500 },
  { kind: 'error500', method: 'POST', path: HOLD, probability: 0.1 },
  { kind: 'drop', method: 'POST', path: HOLD, probability: 0.05 },
] as const) {
  backend.ctx.faults.inject({ ...rule });
}

for (let i = 0; i < PATIENTS; i += 1) {
  const sub = `soak-${String(i).padStart(4, '0')}`;
  backend.ctx.accounts.add({
    sub,
    username: sub,
    password: `${sub}-${Math.random()}`,
    roles: ['PATIENT'],
    phone: { prefix: '+48', number: String(700_000_000 + i) },
    firstName: 'Soak',
    lastName: `Pacjent ${i}`,
    email: `${sub}@example.com`,
    termsAccepted: true,
    nfzActive: false,
    seeded: true,
  });
}

const orderBody = (slotReservationId: string, i: number) => ({
  slotReservationId,
  paymentType: 'CASH' as const,
  forNfz: false,
  email: `soak-${i}@example.com`,
  phoneNumber: { prefix: '+48', number: String(700_000_000 + i) },
  address: { city: 'Warszawa', postCode: '00-001', streetName: 'Marszałkowska', streetNumber: '1' },
  patients: [
    {
      type: 'ADULT' as const,
      firstName: 'Soak',
      lastName: `Pacjent ${i}`,
      birthDate: '1990-01-01',
      gender: 'FEMALE' as const,
    },
  ],
});

interface Outcome {
  attempted: boolean;
  completed: boolean;
  latencyMs: number | null;
  visits: number;
}

const started = Date.now();
const until = (ms: number) => started + ms;

async function untilDone<T>(step: () => Promise<T>): Promise<T | undefined> {
  while (Date.now() < until(DEADLINE_MS)) {
    try {
      return await step();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
  return undefined;
}

async function patient(i: number): Promise<Outcome> {
  let token: string | undefined;
  const client = createApiClient({
    config: { apiUrl: url },
    getToken: () => token,
    onUnauthorized: () => {},
    timeoutMs: CLIENT_TIMEOUT_MS,
    retryDelaysMs: [100, 300],
  });
  const phoneNumber = { prefix: '+48', number: String(700_000_000 + i) };
  // Sign-in is not under test (no faults there), but the machine may be slow: pressed again too.
  const tokens = await untilDone(async () => {
    await client.startSmsLogin({ body: { phoneNumber } });
    return client.verifySmsLogin({ body: { phoneNumber, code: '123456' } });
  });
  if (!tokens) return { attempted: false, completed: false, latencyMs: null, visits: 0 };
  token = tokens.access_token;
  const to = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString();
  const hold = await untilDone(() =>
    client.reserveFirstAvailable({
      body: {
        specializationId: 7,
        dateTimeTo: to,
        appointmentType: 'CALL',
        adultsCount: 1,
        childrenCount: 0,
      },
    }),
  );
  if (!hold) return { attempted: false, completed: false, latencyMs: null, visits: 0 };
  const key = bookingIdempotencyKey(hold.id);
  const pressed = Date.now();
  const booked = await untilDone(() =>
    client.createAppointment({ body: orderBody(hold.id, i) }, WITH_KEY ? { idempotencyKey: key } : {}),
  );
  const latencyMs = booked ? Date.now() - pressed : null;
  // The server's truth, read once the faults are off for this patient's reads (GETs retry anyway).
  const list = await untilDone(() => client.getAppointments({ query: { page: 0, pageSize: 100 } }));
  return { attempted: true, completed: booked !== undefined, latencyMs, visits: list?.totalElements ?? -1 };
}

const outcomes = await Promise.all(Array.from({ length: PATIENTS }, (_, i) => patient(i)));
const elapsed = Date.now() - started;
await server.close();

const attempted = outcomes.filter((o) => o.attempted).length;
const completed = outcomes.filter((o) => o.completed).length;
const duplicated = outcomes.reduce((sum, o) => sum + Math.max(0, o.visits - 1), 0);
// Lost: a patient who pressed "book" and either never heard back or has no visit on the server.
const lost = outcomes.filter((o) => o.attempted && (!o.completed || o.visits < 1)).length;
const latencies = outcomes.flatMap((o) => (o.latencyMs === null ? [] : [o.latencyMs])).sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const faulted = backend.ctx.faults.calls({ method: 'POST', path: BOOK });

console.log(
  `soak: ${PATIENTS} patients, faults seed ${SEED}, client time limit ${CLIENT_TIMEOUT_MS} ms, ${elapsed} ms in all`,
);
console.log(
  '| bookings attempted | completed | duplicated | lost | p50 latency | p95 latency | POST appointments calls |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${attempted} | ${completed} | ${duplicated} | ${lost} | ${percentile(50)} ms | ${percentile(95)} ms | ${faulted} |`,
);
process.exit(duplicated === 0 && lost === 0 && attempted === PATIENTS ? 0 : 1);
