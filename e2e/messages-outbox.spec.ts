import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { holdAndBookViaApi, PORTAL, smsToken } from './quality-apiSession';
import { signInPortal } from './quality-portalSignIn';
import { expect, test, testNow } from './test';

/**
 * The patient's messages in the development outbox (`/dev/outbox`): the confirmation of a booking,
 * the reminders the day before and two hours before (run as at those instants through
 * `/dev/outbox/reminders`, one visit's only), none for a profile that chose none, the message of a
 * cancellation — in Polish and in English (the language the visit is booked in). Bookings go
 * through the API: the booking screens have their own specs; what is proven here is what the
 * patient is told. The slots are four days ahead, a psychiatrist's (no other spec books there).
 */

const API = `${PORTAL}/patient-portal/api`;
const HOUR = 3_600_000;

interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
  sentAt: string;
  visitId?: string;
}

async function outboxOf(request: APIRequestContext, visitId: string): Promise<OutboxMessage[]> {
  const answer = await request.get(`${PORTAL}/dev/outbox`, { headers: { accept: 'application/json' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as OutboxMessage[]).filter((m) => m.visitId === visitId);
}

/** Books a psychiatrist's phone consultation `daysAhead` days ahead, in the visit language `languageId`. */
const INVOICE = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  companyName: 'Kowalska Sp. z o.o.',
  nip: '5260250274',
  city: 'Łódź',
  postCode: '90-001',
  streetName: 'Piotrkowska',
  streetNumber: '1',
};

async function book(
  request: APIRequestContext,
  token: string,
  languageId: 1 | 2,
  hourOffset = 0,
  invoice?: typeof INVOICE,
) {
  const from = new Date(testNow().getTime() + (4 * 24 + hourOffset) * HOUR);
  const { appointmentId, start } = await holdAndBookViaApi(
    request,
    token,
    {
      specializationId: 5,
      dateTimeFrom: from.toISOString(),
      dateTimeTo: new Date(from.getTime() + 24 * HOUR).toISOString(),
    },
    {
      patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska', pesel: '85041212344' }],
      symptoms: ['HEADACHES'],
      countryId: 1,
      languageId,
      ...(invoice ? { invoice } : {}),
    },
  );
  return { id: appointmentId, at: Date.parse(start) };
}

async function remindAt(request: APIRequestContext, visitId: string, at: number) {
  const answer = await request.post(`${PORTAL}/dev/outbox/reminders`, {
    data: { visitId, at: new Date(at).toISOString() },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function setReminders(request: APIRequestContext, token: string, reminders: string) {
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get(`${API}/patient-profile`, { headers })).json()) as Record<
    string,
    unknown
  >;
  const { email, phoneNumberPrefix, phoneNumber, address } = profile;
  const answer = await request.put(`${API}/patient-profile`, {
    headers,
    data: { email, phoneNumberPrefix, phoneNumber, address, reminders },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect(await answer.json()).toMatchObject({ reminders });
}

const subjects = (messages: readonly OutboxMessage[]) =>
  messages.map((m) => `${m.channel}: ${m.subject}`).sort();

test.describe("the patient's messages", () => {
  test('Polish: the confirmation, the reminders a day and two hours before, and the page for people', async ({
    request,
    page,
  }) => {
    const token = await smsToken(request, 'pacjent');
    const visit = await book(request, token, 1);
    const [confirmation] = await outboxOf(request, visit.id);
    expect(confirmation).toMatchObject({
      channel: 'email',
      to: 'anna.kowalska@example.pl',
      subject: 'Potwierdzenie wizyty',
    });
    expect(confirmation?.text).toContain(`${PORTAL}/visit/${visit.id}`);
    expect(confirmation?.text).toContain('Teleporada – Psychiatra');

    await remindAt(request, visit.id, visit.at - 24 * HOUR);
    await remindAt(request, visit.id, visit.at - 2 * HOUR);
    const all = await outboxOf(request, visit.id);
    expect(subjects(all)).toEqual([
      'email: Potwierdzenie wizyty',
      'email: Przypomnienie: wizyta jutro',
      'email: Przypomnienie: wizyta za 2 godziny',
      'sms: Przypomnienie: wizyta jutro',
      'sms: Przypomnienie: wizyta za 2 godziny',
    ]);
    const sms = all.filter((m) => m.channel === 'sms');
    for (const message of sms) {
      expect(message.to).toBe('+48500100200');
      // A text message shows on a locked screen: the kind of visit, never the specialization,
      // the symptoms, the PESEL or the name.
      expect(message.text).toContain(`/visit/${visit.id}`);
      expect(message.text).not.toMatch(/Psychiatra|Ból głowy|HEADACHES|85041212344|Kowalska/);
    }

    await page.goto(`${PORTAL}/dev/outbox`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wysłane wiadomości' })).toBeVisible();
    await expect(page.locator(`article:has-text("${visit.id}")`)).toHaveCount(5);
  });

  test('English: the confirmation and the cancellation', async ({ request }) => {
    const token = await smsToken(request, 'pacjent');
    const visit = await book(request, token, 2, 2);
    const cancelled = await request.post(`${API}/appointments/${visit.id}/cancel`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await remindAt(request, visit.id, visit.at - 2 * HOUR);
    const all = await outboxOf(request, visit.id);
    expect(all.map((m) => m.subject)).toEqual(['Your visit was cancelled', 'Your visit is booked']);
    expect(all[0]?.text).toContain(`${PORTAL}/visit/${visit.id}`);
  });

  test('a profile that chose no reminders gets none, the confirmation still', async ({ request }) => {
    const token = await smsToken(request, 'pacjent');
    await setReminders(request, token, 'NONE');
    try {
      const visit = await book(request, token, 1, 4);
      await remindAt(request, visit.id, visit.at - 24 * HOUR);
      await remindAt(request, visit.id, visit.at - 2 * HOUR);
      expect(subjects(await outboxOf(request, visit.id))).toEqual(['email: Potwierdzenie wizyty']);
    } finally {
      await setReminders(request, token, 'BOTH');
    }
  });

  test('a visit paid online with invoice data: the payment message, and the invoice from the visit page', async ({
    request,
    page,
  }) => {
    const token = await smsToken(request, 'pacjent');
    const visit = await book(request, token, 1, 6, INVOICE);
    const headers = { authorization: `Bearer ${token}` };
    const redirect = (await (
      await request.get(`${API}/payment/redirect?appointmentId=${visit.id}`, { headers })
    ).json()) as { redirectUrl: string; redirectParams: { payment: string } };
    const paid = await request.post(redirect.redirectUrl, {
      form: { payment: redirect.redirectParams.payment, decision: 'pay' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    expect(subjects(await outboxOf(request, visit.id))).toEqual([
      'email: Potwierdzenie wizyty',
      'email: Wizyta opłacona',
    ]);

    await signInPortal(page, 'pacjent', `/visit/${visit.id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz fakturę (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`faktura-${visit.id}.pdf`);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('NIP nabywcy: 5260250274');
  });
});
