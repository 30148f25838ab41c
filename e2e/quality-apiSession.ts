import type { APIRequestContext } from '@playwright/test';
import { testNow } from './test';

/** The portal/API/IdP origin of the shared webServer. */
export const PORTAL = 'http://localhost:8080';
/** The cross-site partner origin serving examples/. */
export const PARTNER = 'http://127.0.0.1:8081';
const API = `${PORTAL}/patient-portal/api`;

/** Seeded phones (sample-backend accounts); the SMS code is 123456. */
export const PHONES = {
  pacjent: { prefix: '+48', number: '500100200' },
  lekarz: { prefix: '+48', number: '500100201' },
  nfz: { prefix: '+48', number: '500100204' },
} as const;

const cache = new Map<string, { token: string; until: number }>();

/**
 * A bearer token for a seeded account through the real SMS login, cached per worker (the backend
 * allows 5 codes per phone in 10 minutes, and every spec of the suite shares it).
 */
export async function smsToken(request: APIRequestContext, who: keyof typeof PHONES): Promise<string> {
  const cached = cache.get(who);
  if (cached && cached.until > Date.now()) return cached.token;
  const phoneNumber = PHONES[who];
  const start = await request.post(`${API}/sms-login`, { data: { phoneNumber } });
  if (!start.ok()) throw new Error(`sms-login answered ${start.status()}: ${await start.text()}`);
  const verify = await request.post(`${API}/sms-login/verify`, { data: { phoneNumber, code: '123456' } });
  if (!verify.ok()) throw new Error(`sms-login/verify answered ${verify.status()}: ${await verify.text()}`);
  const tokens = (await verify.json()) as { access_token: string; expires_in: number };
  cache.set(who, { token: tokens.access_token, until: Date.now() + (tokens.expires_in - 30) * 1000 });
  return tokens.access_token;
}

/** GETs an API path with the token; returns the parsed JSON. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** The patient of an API booking: pacjent's personal data, a call paid online. */
const BOOKING_BODY = {
  paymentType: 'ONLINE',
  forNfz: false,
  email: 'anna.kowalska@example.pl',
  phoneNumber: PHONES.pacjent,
  address: { city: 'Łódź', postCode: '90-001', streetName: 'Piotrkowska', streetNumber: '1' },
  patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska' }],
};

/**
 * Holds the first free call slot of `hold` (the specialization and, optionally, `dateTimeFrom`) and
 * books it through the API as the token's patient, with `body` over {@link BOOKING_BODY}; returns
 * the appointment id and the slot's start.
 */
export async function holdAndBookViaApi(
  request: APIRequestContext,
  token: string,
  hold: { specializationId: number; dateTimeFrom?: string; dateTimeTo: string },
  body: Record<string, unknown> = {},
): Promise<{ appointmentId: string; start: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const held = await request.post(`${API}/slot/reserve-first-available`, {
    headers,
    data: { ...hold, appointmentType: 'CALL', adultsCount: 1, childrenCount: 0 },
  });
  if (!held.ok()) throw new Error(`reserve-first-available answered ${held.status()}: ${await held.text()}`);
  const { id: slotReservationId, start } = (await held.json()) as { id: string; start: string };
  const created = await request.post(`${API}/appointments`, {
    headers,
    data: { slotReservationId, ...BOOKING_BODY, ...body },
  });
  if (!created.ok()) throw new Error(`appointments answered ${created.status()}: ${await created.text()}`);
  const { appointmentId } = (await created.json()) as { appointmentId: string };
  return { appointmentId, start };
}

/**
 * Books a call consultation through the API as the token's patient and starts its online
 * payment; returns the appointment id and the payment simulator's page URL.
 */
export async function bookViaApi(
  request: APIRequestContext,
  token: string,
): Promise<{ appointmentId: string; redirectUrl: string; redirectParams: Record<string, string> }> {
  const dateTimeTo = new Date(testNow().getTime() + 7 * 24 * 3600 * 1000).toISOString();
  const { appointmentId } = await holdAndBookViaApi(request, token, { specializationId: 1, dateTimeTo });
  const payment = await apiGet<{ redirectUrl: string; redirectParams: Record<string, string> }>(
    request,
    token,
    `/payment/redirect?appointmentId=${encodeURIComponent(appointmentId)}`,
  );
  return { appointmentId, redirectUrl: payment.redirectUrl, redirectParams: payment.redirectParams };
}
