import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { PORTAL, smsToken } from './quality-apiSession';
import { AXE_TAGS } from './quality-axe';
import { signInPortal } from './quality-portalSignIn';
import { expect, test, testNow } from './test';

/**
 * The pre-visit survey: a prescription visit of lekarz's (lek-01) booked through the API starts in
 * NEW; the patient fills the survey on the visit page for both patients of the visit, and the
 * doctor sees the answers on the same page. Its slots are five days ahead (no other spec books
 * there).
 */

const API = `${PORTAL}/patient-portal/api`;
const HOUR = 3_600_000;

/** Holds the first free prescription slot of lek-01 from five days ahead (the internists take turns). */
async function holdOfLekarz(request: APIRequestContext, token: string) {
  let from = testNow().getTime() + 5 * 24 * HOUR;
  for (let tries = 0; tries < 20; tries += 1) {
    const answer = await request.post(`${API}/slot/reserve-first-available`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        specializationId: 1,
        dateTimeFrom: new Date(from).toISOString(),
        dateTimeTo: new Date(from + 24 * HOUR).toISOString(),
        appointmentType: 'PRESCRIPTION',
        adultsCount: 1,
        childrenCount: 1,
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const hold = (await answer.json()) as { id: string; start: string; doctor: { id: string } };
    if (hold.doctor.id === 'lek-01') return hold;
    from = Date.parse(hold.start) + 60_000;
  }
  throw new Error('no free prescription slot of lek-01 in 20 tries');
}

/** Books a prescription visit of lek-01 for an adult and a child through the API: it starts in NEW. */
async function bookPrescription(request: APIRequestContext, token: string): Promise<string> {
  const hold = await holdOfLekarz(request, token);
  const created = await request.post(`${API}/appointments`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      slotReservationId: hold.id,
      paymentType: 'ONLINE',
      forNfz: false,
      email: 'anna.kowalska@example.pl',
      phoneNumber: { prefix: '+48', number: '500100200' },
      address: { city: 'Łódź', postCode: '90-001', streetName: 'Piotrkowska', streetNumber: '1' },
      patients: [
        { type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska' },
        { type: 'CHILD', firstName: 'Zofia', lastName: 'Kowalska', birthDate: '2020-05-01' },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { appointmentId, processStatus } = (await created.json()) as {
    appointmentId: string;
    processStatus: string;
  };
  expect(processStatus).toBe('NEW');
  return appointmentId;
}

test('a NEW visit: the patient fills the survey for each patient, the doctor reads it', async ({
  request,
  browser,
}) => {
  const token = await smsToken(request, 'pacjent');
  const appointmentId = await bookPrescription(request, token);

  const patientPage = await (await browser.newContext()).newPage();
  await signInPortal(patientPage, 'pacjent', `/visit/${appointmentId}`);
  const survey = patientPage.getByRole('region', { name: 'Ankieta przed wizytą' });
  await expect(survey).toBeVisible();
  // Symptoms are required: a submit without them marks the first and sends nothing.
  await survey.getByRole('button', { name: 'Wyślij ankietę' }).click();
  await expect(survey.getByRole('alert')).toBeVisible();
  // The form, its errors shown, passes axe.
  const results = await new AxeBuilder({ page: patientPage }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  const groups = survey.getByRole('group');
  await expect(groups).toHaveCount(2);
  await groups.nth(0).getByLabel('Obecne objawy').fill('Kaszel od tygodnia');
  await groups.nth(0).getByLabel('Przyjmowane leki').fill('Ibuprofen 200 mg');
  await groups.nth(0).getByLabel('Alergie').fill('Penicylina');
  await groups.nth(1).getByLabel('Obecne objawy').fill('Katar');
  await survey.getByRole('button', { name: 'Wyślij ankietę' }).click();
  await expect(patientPage.getByText('Ankieta została wysłana')).toBeVisible();
  await expect(survey.getByText('Penicylina')).toBeVisible();
  await expect(survey.getByRole('button', { name: 'Wyślij ankietę' })).toHaveCount(0);

  const doctorPage = await (await browser.newContext()).newPage();
  await signInPortal(doctorPage, 'lekarz', `/visit/${appointmentId}`);
  const answers = doctorPage.getByRole('region', { name: 'Ankieta przed wizytą' });
  await expect(answers.getByText('Kaszel od tygodnia')).toBeVisible();
  await expect(answers.getByText('Ibuprofen 200 mg')).toBeVisible();
  await expect(answers.getByText('Katar')).toBeVisible();
  // With the booking details on the same page.
  await expect(doctorPage.getByRole('region', { name: 'Dane z rezerwacji' })).toBeVisible();
});

test('a survey the doctor rejected: the patient sees the visit will not take place, and what to do', async ({
  request,
  browser,
}) => {
  const token = await smsToken(request, 'pacjent');
  const appointmentId = await bookPrescription(request, token);
  const patients = (await (
    await request.get(`${API}/appointments/${appointmentId}/patients`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as Record<string, string>;
  const answers = Object.keys(patients).map((patientId) => ({
    patientId,
    symptoms: 'Kaszel',
    medicines: '',
    allergies: '',
  }));
  const given = await request.post(`${API}/appointments/${appointmentId}/survey`, {
    headers: { authorization: `Bearer ${token}` },
    data: { answers },
  });
  expect(given.ok(), await given.text()).toBe(true);
  // The doctor's decision, which the development server takes through its dev route.
  const rejected = await request.post(`${PORTAL}/dev/visits/${appointmentId}/survey-rejection`);
  expect(await rejected.json()).toEqual({ processStatus: 'SURVEY_REJECTED' });

  const page = await (await browser.newContext()).newPage();
  await signInPortal(page, 'pacjent', `/visit/${appointmentId}`);
  await expect(page.getByText('Ankieta odrzucona').first()).toBeVisible();
  const survey = page.getByRole('region', { name: 'Ankieta przed wizytą' });
  await expect(survey.getByText(/Lekarz nie przyjął ankiety.*Skontaktuj się z nami/)).toBeVisible();
  await expect(survey.getByText('Kaszel').first()).toBeVisible();
  // Nothing left to fill in or to pay for.
  await expect(survey.getByRole('button', { name: 'Wyślij ankietę' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Zapłać/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Zapłać/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Odwołaj/ })).toHaveCount(0);
});
