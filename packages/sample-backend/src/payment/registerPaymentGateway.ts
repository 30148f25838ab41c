import type { Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import type { Clock } from '../createClock';
import type { NotifyAndTell } from '../messages/notifyAndTell';
import type { DataStore } from '../seed/DataStore';
import { decidePayment, type PaymentDecision, usePaymentSecret } from './paymentLedger';
import {
  GATEWAY_CSS,
  GATEWAY_CSS_PATH,
  renderPaymentPage,
  renderUnknownPaymentPage,
} from './renderPaymentPage';

const DECISIONS: readonly PaymentDecision[] = ['pay', 'reject', 'leave'];

/** Where the client posts the hand-off (`redirectUrl`): the secret travels in the body, never a URL. */
export const GATEWAY_PATH = '/pay';

/**
 * The payment gateway simulator. `POST /pay` with the hand-off's fields (`payment`, the payment's
 * one-time gateway secret, plus amount, currency and reference) shows the page; the page's form
 * posts the same secret with `decision=pay|reject|leave`, which is applied and answered with 303 to
 * the return URL as it was given (nothing is added: no visit id, no status). The secret is the
 * page's only credential and differs from every id the client or a partner page sees; each secret
 * works once, within an hour of the hand-off (compared in constant time): the hand-off's secret
 * opens the page, whose form carries a fresh secret for the one decision. The page shows the amount, the merchant and a random reference, never the visit
 * (no doctor, no specialization, no time). The patient is notified of the outcome.
 */
export function registerPaymentGateway(
  app: Hono<BackendEnv>,
  store: DataStore,
  clock: Clock,
  notify: NotifyAndTell,
): void {
  app.get(GATEWAY_CSS_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(GATEWAY_CSS);
  });

  // No page by address: a link someone saw (a log, a history, a partner page) opens nothing.
  app.get(GATEWAY_PATH, (c) => c.html(renderUnknownPaymentPage(), 404));
  app.get(`${GATEWAY_PATH}/:anything`, (c) => c.html(renderUnknownPaymentPage(), 404));

  app.post(GATEWAY_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const used = usePaymentSecret(store, form.payment, clock.now());
    if (!used) return c.html(renderUnknownPaymentPage(), 404);
    const { payment } = used;
    const decision = DECISIONS.find((d) => d === form.decision);
    // The page's form carries the next secret, good for the one decision.
    if (!decision) return c.html(renderPaymentPage(payment, used.next));
    const before = payment.status;
    decidePayment(store, payment, decision);
    const record = store.visits.get(payment.appointmentId);
    if (record && payment.status !== before) {
      const kind = payment.status === 'ACCEPTED' ? 'PAYMENT_ACCEPTED' : 'PAYMENT_REJECTED';
      notify(record, kind);
    }
    return c.redirect(payment.returnUrl, 303);
  });
}
