import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiTestEnv, createApiTestEnv } from '../api/testing/apiTestEnv';
import { callApi, readAnswer } from '../api/testing/callApi';
import { createBackend } from '../createBackend';
import type { OutgoingMessage } from './MessageSender';

let env: ApiTestEnv;
const HOUR = 3_600_000;
// A frozen clock: Tuesday 13:00 Warsaw (November, UTC+1); the visit is booked for Thursday 10:00.
const NOW = new Date('2026-11-24T12:00:00Z');
const THURSDAY_10 = new Date('2026-11-26T09:00:00Z');

async function book(languageId = 1, start = THURSDAY_10, type: 'CALL' | 'HOUSE' | 'STATIONARY' = 'CALL') {
  const stationary = type === 'STATIONARY';
  const hold = (await readAnswer(
    'reserveFirstAvailable',
    await callApi(env.backend, 'reserveFirstAvailable', {
      body: {
        specializationId: type === 'HOUSE' ? 0 : stationary ? 7 : 5,
        dateTimeFrom: start.toISOString(),
        dateTimeTo: new Date(start.getTime() + 2 * HOUR).toISOString(),
        appointmentType: type,
        adultsCount: 1,
        childrenCount: 0,
        ...(type === 'HOUSE' || stationary ? { city: 7 } : {}),
      },
    }),
  )) as { id: string; start: string };
  const body = {
    slotReservationId: hold.id,
    paymentType: 'ONLINE',
    ...(stationary ? { clinicId: 'plac-waw-2' } : {}),
    forNfz: false,
    email: 'anna.kowalska@example.com',
    phoneNumber: { prefix: '+48', number: '500100299' },
    address: {
      city: 'Warszawa',
      postCode: '00-001',
      streetName: 'Marszałkowska',
      streetNumber: '1',
      flatNumber: '12',
    },
    patients: [
      {
        type: 'ADULT',
        firstName: 'Anna',
        lastName: 'Kowalska',
        pesel: '85041212345',
        birthDate: '1985-04-12',
      },
    ],
    symptoms: ['DYSPNEA'],
    additionalSymptoms: 'Duszność od wczoraj',
    countryId: 1,
    languageId,
  };
  const answer = await callApi(env.backend, 'createAppointment', { token: env.pacjent, body });
  const { appointmentId } = (await readAnswer('createAppointment', answer)) as { appointmentId: string };
  return { id: appointmentId, at: new Date(hold.start) };
}

const sentFor = (visitId: string): readonly OutgoingMessage[] =>
  env.backend.outbox.list().filter((m) => m.visitId === visitId);

async function setReminders(reminders: 'SMS' | 'EMAIL' | 'BOTH' | 'NONE') {
  const body = {
    email: 'anna.kowalska@example.com',
    phoneNumberPrefix: '+48',
    phoneNumber: '500100200',
    address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
    reminders,
  };
  const profile = await readAnswer(
    'updatePatientProfile',
    await callApi(env.backend, 'updatePatientProfile', { token: env.pacjent, body }),
  );
  expect(profile).toMatchObject({ reminders });
}

beforeEach(async () => {
  env = await createApiTestEnv({ now: NOW });
});

describe("the patient's messages", () => {
  it('confirms a booking by e-mail: what, when, who, where, price and the visit link, in the brand', async () => {
    const { id } = await book();
    const [confirmation, ...rest] = sentFor(id);
    expect(rest).toEqual([]);
    expect(confirmation).toMatchObject({
      channel: 'email',
      to: 'anna.kowalska@example.com',
      subject: 'Potwierdzenie wizyty',
    });
    const text = confirmation?.text ?? '';
    expect(text).toContain('Teleporada – Psychiatra');
    expect(text).toContain('26.11.2026, 10:00');
    expect(text).toMatch(/Lekarz: \S+ \S+/);
    expect(text).toContain('Lekarz zadzwoni na podany numer telefonu.');
    expect(text).toMatch(/Cena: \d+,00\u00a0zł \(do zapłaty\)/);
    expect(text).toContain(`http://localhost:8080/visit/${id}`);
    expect(confirmation?.html).toContain('src="http://localhost:8080/logos/general.svg"');
    expect(confirmation?.html).toContain('alt="Wizyta"');
    // Nothing the message does not need: no PESEL, no symptoms, no patient's name.
    for (const part of [text, confirmation?.html ?? '']) {
      expect(part).not.toMatch(/85041212345|Duszność|DYSPNEA|Kowalska Anna|Anna Kowalska/);
    }
  });

  it('tells of a payment, and the price is then paid', async () => {
    const { id } = await book();
    // Each attempt is a hand-off of its own, then a decision on the gateway simulator's page.
    const pay = async (decision: string) => {
      const redirect = (await (
        await callApi(env.backend, 'getPaymentRedirect', { token: env.pacjent, query: { appointmentId: id } })
      ).json()) as { redirectUrl: string; redirectParams: { payment: string } };
      const form = new URLSearchParams({ payment: redirect.redirectParams.payment, decision });
      await env.backend.fetch(new Request(redirect.redirectUrl, { method: 'POST', body: form }));
    };
    await pay('reject');
    await pay('pay');
    const [paid, failed] = sentFor(id);
    expect(failed).toMatchObject({ subject: 'Płatność nie powiodła się', channel: 'email' });
    expect(failed?.text).toMatch(/\(do zapłaty\)/);
    expect(paid).toMatchObject({ subject: 'Wizyta opłacona', channel: 'email' });
    expect(paid?.text).toMatch(/Cena: \d+,00\u00a0zł \(opłacona\)/);
  });

  it('writes in the language the visit was booked in (English, Ukrainian)', async () => {
    const english = await book(2);
    expect(sentFor(english.id)[0]).toMatchObject({ subject: 'Your visit is booked' });
    expect(sentFor(english.id)[0]?.text).toContain('11/26/2026, 10:00 AM');
    const ukrainian = await book(3, new Date(THURSDAY_10.getTime() + 4 * HOUR));
    expect(sentFor(ukrainian.id)[0]).toMatchObject({ subject: 'Підтвердження візиту' });
  });

  it('reminds the day before and two hours before, by SMS and e-mail, once each', async () => {
    const { id, at } = await book();
    const run = (msBefore: number) =>
      env.backend.messages.runReminders(new Date(at.getTime() - msBefore), id);
    expect(run(25 * HOUR)).toBe(0);
    expect(run(24 * HOUR)).toBe(1);
    expect(run(23 * HOUR)).toBe(0);
    const dayBefore = sentFor(id).filter((m) => m.subject.startsWith('Przypomnienie: wizyta jutro'));
    expect(dayBefore.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const sms = dayBefore.find((m) => m.channel === 'sms');
    expect(sms?.to).toBe('+48500100299');
    expect(sms?.text).toBe(
      `Wizyta: Przypominamy o jutrzejszej wizycie. Teleporada, 26.11.2026, 10:00. Szczegóły, odwołanie i zmiana terminu: http://localhost:8080/visit/${id}`,
    );
    expect(run(2 * HOUR)).toBe(1);
    expect(sentFor(id).filter((m) => m.subject === 'Przypomnienie: wizyta za 2 godziny')).toHaveLength(2);
    expect(run(HOUR)).toBe(0);
    expect(run(-HOUR)).toBe(0);
  });

  it('sends no reminder to a patient who chose none, and only the chosen channel otherwise', async () => {
    await setReminders('NONE');
    const none = await book();
    expect(env.backend.messages.runReminders(new Date(none.at.getTime() - 2 * HOUR), none.id)).toBe(1);
    expect(sentFor(none.id).map((m) => m.subject)).toEqual(['Potwierdzenie wizyty']);
    await setReminders('SMS');
    const sms = await book(1, new Date(THURSDAY_10.getTime() + 4 * HOUR));
    env.backend.messages.runReminders(new Date(sms.at.getTime() - 2 * HOUR), sms.id);
    expect(
      sentFor(sms.id)
        .filter((m) => m.subject.startsWith('Przypomnienie'))
        .map((m) => m.channel),
    ).toEqual(['sms']);
  });

  it('skips the day-before reminder of a visit booked within a day, and reminds nothing of a cancelled one', async () => {
    const soon = await book(1, new Date(NOW.getTime() + 5 * HOUR));
    expect(env.backend.messages.runReminders(new Date(soon.at.getTime() - 3 * HOUR), soon.id)).toBe(0);
    expect(env.backend.messages.runReminders(new Date(soon.at.getTime() - 2 * HOUR), soon.id)).toBe(1);
    const { id, at } = await book();
    await callApi(env.backend, 'cancelAppointment', { token: env.pacjent, params: { id } });
    expect(sentFor(id)[0]).toMatchObject({ subject: 'Wizyta odwołana', channel: 'email' });
    expect(env.backend.messages.runReminders(new Date(at.getTime() - 2 * HOUR), id)).toBe(0);
  });

  it('sends nothing for the seeded visits at start, and what comes due as the clock moves', async () => {
    expect(env.backend.messages.runReminders(NOW)).toBe(0);
    expect(env.backend.outbox.list()).toEqual([]);
    const seeded = env.backend.store.visits.get('w-1006');
    const at = Date.parse(seeded?.visit.appointmentAt ?? '');
    env.backend.clock.set(new Date(at - 2 * HOUR));
    // w-1006 and nfz's w-2001 are both tomorrow at the seed's hour.
    expect(env.backend.messages.runReminders(env.backend.clock.now())).toBe(2);
    expect(sentFor('w-1006').map((m) => m.subject)).toEqual([
      'Przypomnienie: wizyta za 2 godziny',
      'Przypomnienie: wizyta za 2 godziny',
    ]);
  });

  it('names a house visit’s address in the e-mail, never in the SMS', async () => {
    const { id, at } = await book(1, THURSDAY_10, 'HOUSE');
    expect(sentFor(id)[0]?.text).toContain('Marszałkowska 1/12, 00-001 Warszawa');
    env.backend.messages.runReminders(new Date(at.getTime() - 2 * HOUR), id);
    const sms = sentFor(id).find((m) => m.channel === 'sms');
    expect(sms?.text).not.toContain('Marszałkowska');
  });

  it('names a stationary visit’s clinic: its address in the e-mail, its name alone in the SMS', async () => {
    const { id, at } = await book(1, THURSDAY_10, 'STATIONARY');
    expect(sentFor(id)[0]?.text).toContain(
      'Gdzie: W placówce: Placówka Wola, ul. Wolska 64, 01-134 Warszawa.',
    );
    expect(sentFor(id)[0]?.html).toContain('Placówka Wola, ul. Wolska 64, 01-134 Warszawa');
    env.backend.messages.runReminders(new Date(at.getTime() - 2 * HOUR), id);
    const sms = sentFor(id).find((m) => m.channel === 'sms');
    expect(sms?.text).toContain('Wizyta w placówce – Placówka Wola');
    expect(sms?.text).not.toContain('Wolska');
    const english = await book(2, new Date(THURSDAY_10.getTime() + 4 * HOUR), 'STATIONARY');
    expect(sentFor(english.id)[0]?.text).toContain('At the clinic: Placówka Wola, ul. Wolska 64');
  });
});

describe('the development outbox', () => {
  const get = (accept: string) =>
    env.backend.fetch(new Request('http://localhost:8080/dev/outbox', { headers: { accept } }));
  const runAt = (body: unknown) =>
    env.backend.fetch(
      new Request('http://localhost:8080/dev/outbox/reminders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it('answers JSON newest first, and a page with the texts', async () => {
    const first = await book();
    const second = await book(2, new Date(THURSDAY_10.getTime() + 4 * HOUR));
    const list = (await (await get('application/json')).json()) as {
      visitId: string;
      id: string;
      sentAt: string;
    }[];
    expect(list.map((m) => m.visitId)).toEqual([second.id, first.id]);
    const page = await get('text/html');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Your visit is booked');
  });

  it('runs one visit’s reminders as at a later instant, within a bound', async () => {
    const { id, at } = await book();
    const answer = await runAt({ visitId: id, at: new Date(at.getTime() - 2 * HOUR).toISOString() });
    expect(await answer.json()).toEqual({ reminded: 1 });
    expect((await runAt({ at: new Date(at.getTime() - 2 * HOUR).toISOString() })).status).toBe(400);
    expect(
      (await runAt({ visitId: id, at: new Date(NOW.getTime() + 40 * 24 * HOUR).toISOString() })).status,
    ).toBe(400);
    expect((await runAt({ visitId: id, at: new Date(NOW.getTime() - HOUR).toISOString() })).status).toBe(400);
  });
});

describe('where the outbox is served', () => {
  it('not on a server listening beyond the loopback', async () => {
    const other = await createBackend({ host: '0.0.0.0', log: () => {} });
    const answer = await other.fetch(
      new Request('http://localhost:8080/dev/outbox', { headers: { accept: 'application/json' } }),
    );
    expect(answer.status).toBe(404);
  });
});
