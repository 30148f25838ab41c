import { type MessageId, type Messages, toAppError } from '@wizyta/core';

/**
 * The text of a failed SMS sign-in call: `Błąd 4105: Nieprawidłowy kod weryfikacyjny.` — the
 * catalogue's text for the code the server answered (4000–4003, 4102, 4103, 4105, 4107, 4108), or the
 * call's default code when it named none, through the app's "error with code" message.
 */
export function smsErrorText(
  error: unknown,
  messages: Pick<Messages, 't' | 'formatError'>,
  withCode: MessageId,
): string {
  const { code } = toAppError(error);
  const message = messages.formatError(code);
  return typeof code === 'number' ? messages.t(withCode, { code, message }) : message;
}
