import { UPLOAD_MAX_BYTES } from '@wizyta/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from './documents/samplePdf';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi } from './testing/callApi';

const fileForm = (name: string, bytes: Uint8Array, type = 'application/octet-stream') => {
  const form = new FormData();
  form.set('file', new File([bytes.slice()], name, { type }));
  return form;
};
const pdf = () => samplePdf('Wynik', ['ok']);
const upload = (env: ApiTestEnv, form: FormData, appointmentId = 'w-1001') =>
  callApi(env.backend, 'uploadDocument', {
    token: env.pacjent,
    params: { appointmentId, patientId: 'pac-anna' },
    body: form,
  });

describe('sample behaviours of spec §8 (QUIRKS off)', () => {
  let env: ApiTestEnv;
  beforeAll(async () => {
    env = await createApiTestEnv();
  });

  it('answers 404 with { code, message } for a missing record', async () => {
    const response = await callApi(env.backend, 'getAppointment', {
      token: env.pacjent,
      params: { id: 'brak' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 4678, message: expect.any(String) });
  });

  it('answers 500 / 4982 when a handler throws (visit id `error`)', async () => {
    const response = await callApi(env.backend, 'getAppointment', {
      token: env.pacjent,
      params: { id: 'error' },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 4982 });
    expect(env.log.some((line) => line.includes('Symulowana awaria'))).toBe(true);
  });

  it('answers the detail of `test` at once without QUIRKS', async () => {
    const response = await callApi(env.backend, 'getAppointment', {
      token: env.pacjent,
      params: { id: 'test' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses the chat message `test` with 400', async () => {
    const response = await callApi(env.backend, 'sendMessage', {
      token: env.pacjent,
      params: { id: 'w-1001' },
      body: { message: 'test' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 4887 });
  });

  it('answers 401 / 4311 without a token and with a forged one', async () => {
    expect((await callApi(env.backend, 'getAppointments')).status).toBe(401);
    const forged = await callApi(env.backend, 'getAppointments', { token: 'eyJhbGciOiJub25lIn0.e30.' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 4311 });
  });

  it('answers another patient’s visit, documents, chat and files as missing (404)', async () => {
    const asNfz = { token: env.nfz };
    expect(
      (await callApi(env.backend, 'getAppointment', { ...asNfz, params: { id: 'w-1001' } })).status,
    ).toBe(404);
    expect(
      (await callApi(env.backend, 'getDocuments', { ...asNfz, params: { appointmentId: 'w-1002' } })).status,
    ).toBe(404);
    expect(
      (await callApi(env.backend, 'getConversation', { ...asNfz, params: { id: 'w-1002' } })).status,
    ).toBe(404);
    expect(
      (await callApi(env.backend, 'downloadDocument', { ...asNfz, params: { id: 'dok-w-1002-1' } })).status,
    ).toBe(404);
    const nfzPage = await (await callApi(env.backend, 'getAppointments', asNfz)).json();
    expect(nfzPage.totalElements).toBe(2);
  });

  it('shows a doctor the visits they are the doctor of, and no others', async () => {
    const page = await (
      await callApi(env.backend, 'getAppointments', { token: env.lekarz, query: { pageSize: 50 } })
    ).json();
    expect(page.totalElements).toBeGreaterThanOrEqual(5);
    expect(page.content.every((v: { doctor: { id: string } }) => v.doctor.id === 'lek-01')).toBe(true);
    expect(
      (await callApi(env.backend, 'getAppointment', { token: env.lekarz, params: { id: 'w-1004' } })).status,
    ).toBe(404);
  });

  it('pages pacjent’s twelve visits by ten and sorts them', async () => {
    const first = await (await callApi(env.backend, 'getAppointments', { token: env.pacjent })).json();
    expect(first).toMatchObject({ totalElements: 12, size: 10, pageable: { pageNumber: 0 } });
    expect(first.content).toHaveLength(10);
    const second = await (
      await callApi(env.backend, 'getAppointments', { token: env.pacjent, query: { page: 1 } })
    ).json();
    expect(second.content).toHaveLength(2);
    const asc = await (
      await callApi(env.backend, 'getAppointments', {
        token: env.pacjent,
        query: { sort: 'appointmentAt,ASC', pageSize: 12 },
      })
    ).json();
    const times = asc.content.map((v: { appointmentAt: string }) => Date.parse(v.appointmentAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const bad = await callApi(env.backend, 'getAppointments', {
      token: env.pacjent,
      query: { sort: 'price,ASC' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 4398 });
  });

  it('refuses an upload over 10 MB with 413 / 4133', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(pdf().subarray(0, 8));
    const response = await upload(env, fileForm('duzy.pdf', big));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 4133 });
  });

  it('refuses other types by extension or by content, and empty files, with 400 / 4003', async () => {
    for (const form of [
      fileForm('program.exe', pdf()),
      fileForm('udaje.pdf', new TextEncoder().encode('MZ not a pdf at all')),
      fileForm('pusty.pdf', new Uint8Array()),
      new FormData(),
    ]) {
      const response = await upload(env, form);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 4003 });
    }
  });

  it('stores a valid upload and serves its bytes back with type and file name', async () => {
    const bytes = pdf();
    const document = await (await upload(env, fileForm('Wynik badań.pdf', bytes))).json();
    expect(document).toMatchObject({
      uploaderRole: 'PATIENT',
      uploadedBy: 'Anna Kowalska',
      contentType: 'application/pdf',
    });
    const file = await callApi(env.backend, 'downloadDocument', {
      token: env.pacjent,
      params: { id: document.id },
    });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''Wynik%20bada%C5%84.pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('lets only the visit’s doctor generate documentation; the patient downloads the PDF', async () => {
    const params = { visitId: 'w-1002', patientId: 'pac-anna' };
    expect(
      (await callApi(env.backend, 'getDoctorDocumentation', { token: env.pacjent, params })).status,
    ).toBe(404);
    expect(
      (await callApi(env.backend, 'generateDoctorDocumentation', { token: env.pacjent, params })).status,
    ).toBe(403);
    const generated = await callApi(env.backend, 'generateDoctorDocumentation', {
      token: env.lekarz,
      params,
    });
    expect(await generated.json()).toMatchObject({ uploaderRole: 'DOCTOR', uploadedBy: 'Piotr Wiśniewski' });
    const file = await callApi(env.backend, 'getDoctorDocumentation', { token: env.pacjent, params });
    const text = new TextDecoder().decode(await file.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Pacjent: Anna Kowalska');
    expect(text).toContain('Wizyta nr: w-1002');
  });
});

describe('sample behaviours with QUIRKS=1', () => {
  let env: ApiTestEnv;
  beforeAll(async () => {
    env = await createApiTestEnv({ quirks: true });
  });

  it('answers 401 to the first detail request for `test`, then the visit', async () => {
    const first = await callApi(env.backend, 'getAppointment', {
      token: env.pacjent,
      params: { id: 'test' },
    });
    expect(first.status).toBe(401);
    expect(await first.json()).toMatchObject({ code: 4311 });
    const retry = await callApi(env.backend, 'getAppointment', {
      token: env.pacjent,
      params: { id: 'test' },
    });
    expect(retry.status).toBe(200);
  });

  it('alternates uploads between 413 and 200', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await upload(env, fileForm(`plik-${i}.pdf`, pdf()))).status);
    expect(statuses).toEqual([413, 200, 413, 200]);
  });
});
