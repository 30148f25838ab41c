import { startOwnBackend } from './ownBackend';
import { PARTNER, PORTAL, smsToken } from './quality-apiSession';
import { expect, test, testNow } from './test';

// The hardening against a real server, as an attacker and a careless client would try it. Specs that
// need the product's own abuse limits run on a backend of their own (the shared :8080 one runs
// with RATE_LIMITS=relaxed for the rest of the suite).

const own = startOwnBackend({ faults: 'on' });
const api = (path: string) => `${own.url}/patient-portal/api/${path}`;
const unknownPhone = { prefix: '+48', number: '600999111' };
const patientPhone = { prefix: '+48', number: '500100200' };

test('a booking whose answer is lost is retried with its Idempotency-Key and makes exactly one visit', async ({
  request,
}) => {
  const nfzPhone = { prefix: '+48', number: '500100204' };
  await request.post(api('sms-login'), { data: { phoneNumber: nfzPhone } });
  const signedIn = await request.post(api('sms-login/verify'), {
    data: { phoneNumber: nfzPhone, code: '123456' },
  });
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const count = async () =>
    (
      (await (await request.get(api('appointments?page=0&pageSize=100'), { headers })).json()) as {
        totalElements: number;
      }
    ).totalElements;
  const before = await count();
  const dateTimeTo = new Date(testNow().getTime() + 7 * 24 * 3600 * 1000).toISOString();
  const hold = await request.post(api('slot/reserve-first-available'), {
    data: { specializationId: 1, dateTimeTo, appointmentType: 'CALL', adultsCount: 1, childrenCount: 0 },
  });
  const { id } = (await hold.json()) as { id: string };
  await request.post(`${own.url}/__faults`, {
    headers: { origin: own.url },
    data: { kind: 'lose', method: 'POST', path: '/patient-portal/api/appointments', times: 1 },
  });
  const body = {
    slotReservationId: id,
    paymentType: 'CASH',
    forNfz: false,
    email: 'nfz@example.pl',
    phoneNumber: { prefix: '+48', number: '500100204' },
    address: { city: 'Łódź', postCode: '90-001', streetName: 'Piotrkowska', streetNumber: '1' },
    patients: [{ type: 'ADULT' }],
  };
  const key = `wizyta-book-${id}`;
  const lost = await request
    .post(api('appointments'), { headers: { ...headers, 'idempotency-key': key }, data: body })
    .then(
      () => 'answered',
      () => 'lost',
    );
  expect(lost).toBe('lost');
  const retry = await request.post(api('appointments'), {
    headers: { ...headers, 'idempotency-key': key },
    data: body,
  });
  expect(retry.status()).toBe(200);
  const replay = await request.post(api('appointments'), {
    headers: { ...headers, 'idempotency-key': key },
    data: { ...body, email: 'other@example.pl' },
  });
  expect(replay.status()).toBe(422);
  expect(await count()).toBe(before + 1);
});

test('the development shortcuts serve this machine only: a request relayed with X-Forwarded-For gets no fixed code, no sign-in link', async ({
  request,
}) => {
  const phoneNumber = { prefix: '+48', number: '500100206' };
  // As a proxy on this machine would relay someone else's request.
  const relayed = { 'x-forwarded-for': '203.0.113.9' };
  await request.post(api('sms-login'), { headers: relayed, data: { phoneNumber } });
  const fixed = await request.post(api('sms-login/verify'), {
    headers: relayed,
    data: { phoneNumber, code: '123456' },
  });
  expect(fixed.status()).toBe(400);
  expect(await fixed.json()).toMatchObject({ code: 4105 });
  expect((await request.get(api('token/pacjent3/link-pacjent3'), { headers: relayed })).status()).toBe(401);
  expect((await request.get(`${own.url}/dev/outbox`, { headers: relayed })).status()).toBe(404);
  // The same calls straight from this machine: the shortcuts are on for it.
  await request.post(api('sms-login'), { data: { phoneNumber } });
  const direct = await request.post(api('sms-login/verify'), { data: { phoneNumber, code: '123456' } });
  expect(direct.status()).toBe(200);
  expect((await request.get(api('token/pacjent3/link-pacjent3'))).status()).toBe(200);
});

// Last on this backend: it uses up the address's SMS budget.
test('SMS login tells nobody who is a patient, and a flood from one address gets 429 with Retry-After', async ({
  request,
}) => {
  const forUnknown = await request.post(api('sms-login'), { data: { phoneNumber: unknownPhone } });
  const forPatient = await request.post(api('sms-login'), { data: { phoneNumber: patientPhone } });
  expect([forUnknown.status(), forPatient.status()]).toEqual([204, 204]);
  // Five wrong codes each: the same statuses, the same bytes, for a patient and for nobody.
  const answers = async (phoneNumber: typeof patientPhone) => {
    const seen: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await request.post(api('sms-login/verify'), { data: { phoneNumber, code: '000000' } });
      seen.push(`${answer.status()} ${await answer.text()}`);
    }
    return seen;
  };
  // Another patient than the later tests': five wrong codes stop this address for that phone.
  const patientAnswers = await answers({ prefix: '+48', number: '500100205' });
  expect(await answers(unknownPhone)).toEqual(patientAnswers);
  expect(patientAnswers.map((line) => line.slice(0, 3))).toEqual(['400', '400', '400', '400', '429']);

  let last = forPatient;
  for (let i = 0; i < 40 && last.status() !== 429; i += 1) {
    last = await request.post(api('sms-login'), {
      data: { phoneNumber: { prefix: '+48', number: String(611_000_000 + i) } },
    });
  }
  expect(last.status()).toBe(429);
  expect(await last.json()).toMatchObject({ code: 4102 });
  expect(Number(last.headers()['retry-after'])).toBeGreaterThan(0);
});

test('the IdP refuses an unregistered path on a trusted partner origin (open-redirect code theft)', async ({
  page,
}) => {
  const auth = new URL(`${PORTAL}/auth/realms/wizyta/protocol/openid-connect/auth`);
  const { keycloak } = (await (await page.request.get(`${PORTAL}/config.json`)).json()) as {
    keycloak: { clientId: string };
  };
  for (const [key, value] of Object.entries({
    client_id: keycloak.clientId,
    redirect_uri: `${PARTNER}/partner-site/open-redirect?to=https://evil.example/`,
    response_type: 'code',
    scope: 'openid',
    state: 'attacker-state',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }))
    auth.searchParams.set(key, value);
  const response = await page.goto(auth.href);
  expect(response?.status()).toBe(400);
  await expect(page.getByLabel('Nazwa użytkownika')).toHaveCount(0);
  expect(page.url()).not.toContain('code=');
});

test('API answers are no-store and same-origin, bodies over 1 MB are refused, the portal is COOP-isolated', async ({
  request,
}) => {
  const token = await smsToken(request, 'pacjent');
  const profile = await request.get(`${PORTAL}/patient-portal/api/patient-profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.headers()['cache-control']).toBe('no-store');
  expect(profile.headers()['cross-origin-resource-policy']).toBe('same-origin');
  const portal = await request.get(`${PORTAL}/`, { headers: { accept: 'text/html' } });
  expect(portal.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(portal.headers()['permissions-policy']).toContain('geolocation=()');
  const widget = await request.get(`${PORTAL}/widget/wizyta-loader.js`);
  expect(widget.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect((await request.get(`${PORTAL}/widget/wizyta-loader.js.map`)).status()).toBe(404);
  // Last: the server stops reading at 1 MB and closes this connection.
  const big = await request.post(`${PORTAL}/patient-portal/api/contact/message`, {
    data: { email: 'a@b.pl', subject: 's', message: 'x'.repeat(2 * 1024 * 1024) },
  });
  expect(big.status()).toBe(413);
});

test('a request is bound to its brand: the inter portal’s token is refused by another brand’s API, and inter refuses registration and online payment', async ({
  request,
}) => {
  // The brand's API base and client come from its config.json, as the portal reads them.
  const config = (await (await request.get(`${own.url}/b/inter/config.json`)).json()) as {
    apiUrl: string;
    keycloak: { clientId: string };
  };
  const inter = (path: string) => `${config.apiUrl}/patient-portal/api/${path}`;
  await request.post(inter('sms-login'), { data: { phoneNumber: patientPhone } });
  const verified = await request.post(inter('sms-login/verify'), {
    data: { phoneNumber: patientPhone, code: '123456' },
  });
  const { access_token: token } = (await verified.json()) as { access_token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    azp: string;
  };
  expect(claims.azp).toBe(config.keycloak.clientId);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get(inter('patient-profile'), { headers })).status()).toBe(200);
  const elsewhere = await request.get(api('patient-profile'), { headers });
  expect([elsewhere.status(), ((await elsewhere.json()) as { code: number }).code]).toEqual([403, 4313]);
  const registration = await request.post(inter('patient-profile'), {
    data: {
      firstName: 'Zofia',
      lastName: 'Nowak',
      pesel: '92071314764',
      birthDate: '1992-07-13',
      gender: 'FEMALE',
      documentType: 'PASSPORT',
      documentNumber: 'AB1234567',
      languageId: 1,
      email: 'zofia.inter@example.com',
      phoneNumber: unknownPhone,
      termsAgreement: true,
    },
  });
  expect([registration.status(), ((await registration.json()) as { code: number }).code]).toEqual([
    403, 4983,
  ]);
  const hold = await request.post(inter('slot/reserve-first-available'), {
    data: {
      specializationId: 7,
      dateTimeTo: new Date(testNow().getTime() + 7 * 24 * 3_600_000).toISOString(),
      appointmentType: 'CALL',
      adultsCount: 1,
      childrenCount: 0,
    },
  });
  const { id } = (await hold.json()) as { id: string };
  const online = await request.post(inter('appointments'), {
    headers,
    data: {
      slotReservationId: id,
      paymentType: 'ONLINE',
      forNfz: false,
      email: 'anna.kowalska@example.com',
      phoneNumber: patientPhone,
      address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
      patients: [{ type: 'ADULT' }],
    },
  });
  expect([online.status(), ((await online.json()) as { code: number }).code]).toEqual([403, 4811]);
});
