import type { Conversation, VisitViewer } from '@wizyta/core';

/**
 * What the chat shows under the messages:
 * `ask` the patient's question form; `answer` the doctor's form; `live` the form of a chat
 * consultation; or why there is no form: `asked` (the one question is spent), `closed` (the 24 h
 * window is over), `notYet` (the visit has not ended), `nothingToAnswer` (doctor, no question).
 */
export type ChatFormState = 'ask' | 'answer' | 'live' | 'asked' | 'closed' | 'notYet' | 'nothingToAnswer';

/**
 * Decides the chat form. The server's `canAsk` is the patient's authority (it enforces the rule);
 * the rest only chooses the most useful explanation.
 */
export function chatFormState(
  conversation: Conversation,
  viewer: VisitViewer,
  live: boolean,
  now: Date,
): ChatFormState {
  if (live) return 'live';
  const last = conversation.messages.at(-1);
  if (viewer === 'DOCTOR') return last?.role === 'PATIENT' ? 'answer' : 'nothingToAnswer';
  if (conversation.canAsk) return 'ask';
  if (conversation.messages.some((message) => message.role === 'PATIENT')) return 'asked';
  const expires = conversation.conversationExpiresAt;
  if (!expires) return 'notYet';
  return Date.parse(expires) <= now.getTime() ? 'closed' : 'asked';
}
