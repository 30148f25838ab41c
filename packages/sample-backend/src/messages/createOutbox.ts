import { randomUUID } from 'node:crypto';
import type { MessageSender, OutgoingMessage } from './MessageSender';

/** A message as the outbox keeps it: with its id and when it was sent (the booking clock's time). */
export interface SentMessage extends OutgoingMessage {
  id: string;
  sentAt: string;
}

/** The development sender: keeps what it is given, newest first, for `/dev/outbox` to show. */
export interface Outbox extends MessageSender {
  /** Newest first. */
  list(): readonly SentMessage[];
}

/** The outbox keeps the newest 1,000 messages: a dev server must not grow without end. */
export const OUTBOX_LIMIT = 1_000;

export function createOutbox(now: () => Date): Outbox {
  const messages: SentMessage[] = [];
  return {
    send(message) {
      messages.unshift({ id: `msg-${randomUUID().slice(0, 8)}`, ...message, sentAt: now().toISOString() });
      if (messages.length > OUTBOX_LIMIT) messages.length = OUTBOX_LIMIT;
    },
    list: () => messages,
  };
}
