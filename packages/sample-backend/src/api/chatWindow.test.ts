import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi } from './testing/callApi';
import { signInBySms } from './testing/signInBySms';

const HOUR = 60 * 60 * 1000;
let env: ApiTestEnv;
const ask = (id: string, message = 'Czy mogę wrócić do pracy?', token = env.pacjent) =>
  callApi(env.backend, 'sendMessage', { token, params: { id }, body: { message } });
const conversation = async (id: string, token = env.pacjent) =>
  (await callApi(env.backend, 'getConversation', { token, params: { id } })).json();

describe('post-visit chat: one question within 24 h of the visit end', () => {
  beforeEach(async () => {
    env = await createApiTestEnv();
  });

  it('lets the patient ask once inside the window and refuses a second question with 403', async () => {
    expect(await conversation('w-1001')).toMatchObject({ messages: [], canAsk: true });
    const sent = await ask('w-1001');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ role: 'PATIENT', senderName: 'Anna Kowalska' });
    expect(await conversation('w-1001')).toMatchObject({ canAsk: false });
    const second = await ask('w-1001', 'I jeszcze jedno…');
    expect(second.status).toBe(403);
    expect(await second.json()).toMatchObject({ code: 4957 });
  });

  it('closes the window 24 h after finishedAt (settable clock)', async () => {
    const visit = await (
      await callApi(env.backend, 'getAppointment', { token: env.pacjent, params: { id: 'w-1001' } })
    ).json();
    expect(Date.parse(visit.finishedAt) - Date.parse(visit.appointmentAt)).toBe(HOUR);
    expect(Date.parse(visit.conversationExpiresAt) - Date.parse(visit.finishedAt)).toBe(24 * HOUR);
    env.backend.clock.set(new Date(Date.parse(visit.finishedAt) + 24 * HOUR + 1000));
    // A day later the old access token has expired too: sign in again.
    env.pacjent = (await signInBySms(env.backend, 'pacjent')).access_token;
    expect(await conversation('w-1001')).toMatchObject({ canAsk: false });
    const late = await ask('w-1001');
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({ code: 4957 });
  });

  it('refuses a question to a visit finished long ago, and before a visit has finished', async () => {
    expect((await ask('w-1002')).status).toBe(403);
    expect((await ask('w-1003')).status).toBe(403);
  });

  it('lets the visit’s doctor answer a question, not start a conversation', async () => {
    expect((await ask('w-1001', 'Dzień dobry', env.lekarz)).status).toBe(403);
    await ask('w-1001');
    const answer = await ask('w-1001', 'Tak, od poniedziałku.', env.lekarz);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ role: 'DOCTOR_CHAT', senderName: 'Piotr Wiśniewski' });
    const { messages } = await conversation('w-1001');
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['PATIENT', 'DOCTOR_CHAT']);
    expect(await conversation('w-1001', env.lekarz)).toMatchObject({ canAsk: false });
  });

  it('keeps the seeded history of an old visit readable', async () => {
    const { messages, canAsk } = await conversation('w-1002');
    expect(messages).toHaveLength(2);
    expect(canAsk).toBe(false);
  });
});
