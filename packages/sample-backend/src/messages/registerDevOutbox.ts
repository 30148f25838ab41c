import type { Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import type { Clock } from '../createClock';
import { ApiError } from '../http/ApiError';
import { devShortcutsFor } from '../http/devShortcutsFor';
import { escapeHtml } from '../http/escapeHtml';
import type { Outbox, SentMessage } from './createOutbox';
import type { PatientMessages } from './createPatientMessages';

/** The development outbox: what the sample backend "sent", newest first. */
export const OUTBOX_PATH = '/dev/outbox';
/** How far ahead of the clock a test may run the reminders (a visit is booked at most weeks ahead). */
export const REMINDER_RUN_HORIZON_MS = 31 * 24 * 3_600_000;

function renderMessage(message: SentMessage): string {
  const e = escapeHtml;
  const html = message.html ? `<details><summary>HTML</summary><pre>${e(message.html)}</pre></details>` : '';
  return [
    `<article id="${e(message.id)}"><h2>${e(message.subject)}</h2>`,
    `<p>${e(message.channel === 'sms' ? 'SMS' : 'E-mail')} → ${e(message.to)} · ${e(message.sentAt)}`,
    message.visitId ? ` · ${e(message.visitId)}` : '',
    `</p><pre>${e(message.text)}</pre>${html}</article>`,
  ].join('');
}

function renderOutboxPage(messages: readonly SentMessage[]): string {
  const body = messages.length === 0 ? '<p>Skrzynka jest pusta.</p>' : messages.map(renderMessage).join('');
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Wysłane wiadomości (dev)</title></head><body><h1>Wysłane wiadomości</h1><p>Serwer przykładowy niczego nie wysyła: tu trafia to, co dostałby pacjent.</p>${body}</body></html>`;
}

/**
 * `GET /dev/outbox`: the page of what was sent, or with `Accept: application/json` the array of
 * `{ id, channel, to, subject, text, html?, sentAt, visitId? }`, newest first.
 * `POST /dev/outbox/reminders { visitId?, at? }` runs the reminders now, or of one visit as at a
 * later instant `at` (at most {@link REMINDER_RUN_HORIZON_MS} ahead of the clock, and only with a
 * `visitId`, so one test never sends another's reminders early); answers `{ reminded }`.
 * Served only by a development server on the loopback (the caller decides), never in a deployment,
 * and only to the requests that may use the development shortcuts (404 to the others).
 */
export function registerDevOutbox(
  app: Hono<BackendEnv>,
  deps: { outbox: Outbox; messages: PatientMessages; clock: Clock },
): void {
  for (const path of [OUTBOX_PATH, `${OUTBOX_PATH}/*`]) {
    app.use(path, async (c, next) => (devShortcutsFor(c, true) ? next() : c.notFound()));
  }
  app.get(OUTBOX_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    const list = deps.outbox.list();
    if (c.req.header('accept')?.includes('application/json')) return c.json(list);
    return c.html(renderOutboxPage(list));
  });
  app.post(`${OUTBOX_PATH}/reminders`, async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const { visitId, at } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const now = deps.clock.now();
    if (visitId !== undefined && typeof visitId !== 'string')
      throw new ApiError(400, 4191, 'visitId: tekst.');
    if (at === undefined) return c.json({ reminded: deps.messages.runReminders(now, visitId) });
    const instant = typeof at === 'string' ? Date.parse(at) : Number.NaN;
    if (
      Number.isNaN(instant) ||
      instant < now.getTime() ||
      instant > now.getTime() + REMINDER_RUN_HORIZON_MS
    ) {
      throw new ApiError(400, 4191, 'at: chwila od teraz do 31 dni naprzód (ISO 8601).');
    }
    if (visitId === undefined) throw new ApiError(400, 4191, 'at wymaga visitId.');
    return c.json({ reminded: deps.messages.runReminders(new Date(instant), visitId) });
  });
}
