import { type ChatMessage, QUESTION_WINDOW_HOURS } from '@wizyta/core';
import type { AuthUser } from '../../auth/AuthUser';
import { ApiError } from '../../http/ApiError';
import { notifyPatient } from '../../notifications/notifyPatient';
import type { VisitRecord } from '../../seed/DataStore';
import type { ApiDeps } from '../ApiDeps';
import { isDoctor, visitFor } from '../visitAccess';

const WINDOW_MS = QUESTION_WINDOW_HOURS * 60 * 60 * 1000;
/** Spec §8's "message sending error" for a refused question: the window is closed or used. */
const REFUSED = 4957;

/** Why the patient may not ask now, or null when they may (spec §4: one question within 24 h). */
function questionRefusal(record: VisitRecord, messages: readonly ChatMessage[], now: Date): string | null {
  const finishedAt = record.visit.finishedAt;
  if (!finishedAt) return 'Pytanie można zadać dopiero po zakończeniu wizyty.';
  if (now.getTime() > Date.parse(finishedAt) + WINDOW_MS) {
    return 'Minęły 24 godziny od zakończenia wizyty — nie można już zadać pytania.';
  }
  if (messages.some((m) => m.role === 'PATIENT')) return 'Do tej wizyty zadano już pytanie.';
  return null;
}

function senderName(record: VisitRecord, user: AuthUser, fallback: string): string {
  const doctor = record.visit.doctor;
  return isDoctor(user) && doctor ? `${doctor.firstName} ${doctor.lastName}` : fallback;
}

/**
 * The post-visit chat: the patient asks one question within 24 h of the visit end; the visit's
 * doctor answers it (as DOCTOR_CHAT), which notifies the patient. Refusals are 403 with code 4957; the message `test` is
 * refused with 400/4887, a sample behaviour of spec §8.
 */
export function registerChatRoutes({ ctx, store, route }: ApiDeps): void {
  const messagesOf = (id: string) => store.chats.get(id) ?? [];

  route('getConversation', ({ user, params }) => {
    const record = visitFor(store, user, params.id ?? '', 4956);
    const messages = messagesOf(record.visit.id);
    return {
      messages,
      canAsk: !isDoctor(user) && questionRefusal(record, messages, ctx.clock.now()) === null,
      conversationExpiresAt: record.visit.conversationExpiresAt ?? null,
    };
  });

  route('sendMessage', ({ user, params, body }) => {
    const record = visitFor(store, user, params.id ?? '', 4887);
    if (body.message === 'test')
      throw new ApiError(400, 4887, 'Nie udało się wysłać wiadomości (przykładowe zachowanie).');
    const now = ctx.clock.now();
    const messages = messagesOf(record.visit.id);
    if (isDoctor(user)) {
      if (!messages.some((m) => m.role === 'PATIENT')) {
        throw new ApiError(403, REFUSED, 'Pacjent nie zadał jeszcze pytania do tej wizyty.');
      }
    } else {
      const refusal = questionRefusal(record, messages, now);
      if (refusal) throw new ApiError(403, REFUSED, refusal);
    }
    const patientId = Object.keys(record.patients)[0] ?? user.sub;
    const account = ctx.accounts.bySub(user.sub);
    const fallbackName = account ? `${account.firstName} ${account.lastName}` : user.username;
    const message: ChatMessage = {
      senderId: isDoctor(user) ? (record.doctorId ?? user.sub) : patientId,
      role: isDoctor(user) ? 'DOCTOR_CHAT' : 'PATIENT',
      senderName: senderName(record, user, fallbackName),
      message: body.message,
      deliveredOn: now.toISOString(),
    };
    store.chats.set(record.visit.id, [...messages, message]);
    if (isDoctor(user)) notifyPatient(store, record, 'DOCTOR_ANSWERED', now);
    return message;
  });
}
