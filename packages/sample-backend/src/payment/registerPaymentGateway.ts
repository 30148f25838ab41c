import type { Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import type { Clock } from '../createClock';
import { notifyPatient } from '../notifications/notifyPatient';
import type { DataStore } from '../seed/DataStore';
import { decidePayment, type PaymentDecision } from './paymentLedger';
import {
  GATEWAY_CSS,
  GATEWAY_CSS_PATH,
  renderPaymentPage,
  renderUnknownPaymentPage,
} from './renderPaymentPage';
import { returnTarget } from './resolveReturnUrl';

const DECISIONS: readonly PaymentDecision[] = ['pay', 'reject', 'leave'];

/**
 * The payment gateway simulator: `GET /pay/<paymentId>` shows the page, `POST /pay/<paymentId>`
 * with `decision=pay|reject|leave` applies it and answers 303 to the return URL (with
 * `appointmentId` and `paymentStatus` in its query). The payment id is a random UUID, which is
 * the page's only credential — like a real gateway's payment link. The patient is notified of the
 * outcome (accepted or rejected).
 */
export function registerPaymentGateway(app: Hono<BackendEnv>, store: DataStore, clock: Clock): void {
  app.get(GATEWAY_CSS_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(GATEWAY_CSS);
  });

  app.get('/pay/:paymentId', (c) => {
    const payment = store.payments.get(c.req.param('paymentId'));
    c.header('Cache-Control', 'no-store');
    if (!payment) return c.html(renderUnknownPaymentPage(), 404);
    return c.html(renderPaymentPage(payment, store.visits.get(payment.appointmentId)));
  });

  app.post('/pay/:paymentId', async (c) => {
    const payment = store.payments.get(c.req.param('paymentId'));
    if (!payment) return c.html(renderUnknownPaymentPage(), 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const decision = DECISIONS.find((d) => d === form.decision);
    if (!decision) return c.html(renderPaymentPage(payment, store.visits.get(payment.appointmentId)), 400);
    const before = payment.status;
    decidePayment(store, payment, decision);
    const record = store.visits.get(payment.appointmentId);
    if (record && payment.status !== before) {
      const kind = payment.status === 'ACCEPTED' ? 'PAYMENT_ACCEPTED' : 'PAYMENT_REJECTED';
      notifyPatient(store, record, kind, clock.now());
    }
    return c.redirect(returnTarget(payment.returnUrl, payment.appointmentId, payment.status), 303);
  });
}
