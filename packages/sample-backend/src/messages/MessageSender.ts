/** How a message reaches the patient. */
export type MessageChannel = 'email' | 'sms';

/**
 * One message to one address, composed and ready: what a sender delivers. `html` only for an
 * e-mail (its plain `text` goes with it); `visitId` names the visit it is about.
 */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** An e-mail address, or a phone number with its prefix (`+48500100200`). */
  to: string;
  subject: string;
  text: string;
  html?: string;
  visitId?: string;
}

/**
 * The one interface a provider implements to deliver the patient's messages: its SMTP server for
 * `email`, its SMS gateway for `sms`. The sample backend composes every message (confirmation,
 * reminders, changes) and hands it here; its own sender is the development outbox (`/dev/outbox`).
 * `send` may be asynchronous; a failure is the sender's to log and retry, never the booking's.
 */
export interface MessageSender {
  send(message: OutgoingMessage): void | Promise<void>;
}
