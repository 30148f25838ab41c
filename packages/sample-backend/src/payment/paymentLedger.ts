import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '@wizyta/core';
import type { DataStore, PaymentRecord, VisitRecord } from '../seed/DataStore';

/** A button of the gateway page: pay, reject, or leave the payment pending. */
export type PaymentDecision = 'pay' | 'reject' | 'leave';

/** Statuses after which a visit counts as paid for, when it never went through the gateway. */
const SETTLED = new Set(['PAID', 'PENDING', 'FINISHED', 'FINISHED_PRESCRIPTION_VISIT', 'IN_PROGRESS']);

/**
 * Starts a payment for an online visit: the visit moves to PROCESSING_PAYMENT and stays there
 * until the patient presses a button on the gateway page.
 */
export function startPayment(
  store: DataStore,
  record: VisitRecord,
  returnUrl: string,
  now: Date,
): PaymentRecord {
  // One live payment per visit: an older tab's gateway page can no longer charge.
  for (const older of store.payments.values()) {
    if (older.appointmentId === record.visit.id && older.status === 'PROCESSING') older.status = 'REJECTED';
  }
  const payment = newPayment(record, 'PROCESSING', returnUrl, now);
  store.payments.set(payment.id, payment);
  record.visit.processStatus = 'PROCESSING_PAYMENT';
  return payment;
}

function newPayment(record: VisitRecord, status: PaymentStatus, returnUrl: string, at: Date): PaymentRecord {
  return {
    id: randomUUID(),
    appointmentId: record.visit.id,
    amount: record.price,
    status,
    returnUrl,
    createdAt: at,
    gatewaySecret: newGatewaySecret(),
    reference: `WZ-${randomBytes(6).toString('hex').toUpperCase()}`,
    returnKey: randomBytes(32).toString('base64url'),
  };
}

/**
 * The ledger entry of a visit paid online before the server started (the sample data): a payment
 * the gateway accepted at `at`. Its secret and return key are fresh and never handed out, so no
 * gateway page or return can use it.
 */
export function acceptedPayment(record: VisitRecord, at: Date): PaymentRecord {
  return newPayment(record, 'ACCEPTED', '', at);
}

/**
 * Applies a button of the gateway: pay → ACCEPTED and the visit PAID; reject → REJECTED and the
 * visit back to WAITING_FOR_PAYMENT (the patient may retry); leave → still PROCESSING. A payment
 * already accepted or rejected is final: pressing again changes nothing. Paying a visit that is
 * already paid is refused (REJECTED), so the simulator never takes two payments for one visit.
 */
export function decidePayment(store: DataStore, payment: PaymentRecord, decision: PaymentDecision): void {
  if (payment.status !== 'PROCESSING' || decision === 'leave') return;
  const record = store.visits.get(payment.appointmentId);
  // Never a second charge for a paid visit, whatever page the patient still has open.
  if (
    decision === 'pay' &&
    (hasAcceptedPayment(store, payment.appointmentId) || record?.visit.processStatus === 'PAID')
  ) {
    payment.status = 'REJECTED';
    return;
  }
  payment.status = decision === 'pay' ? 'ACCEPTED' : 'REJECTED';
  // Only the newest payment moves the visit: an old tab must not undo a newer outcome.
  if (!record || latestPayment(store, record.visit.id) !== payment) return;
  record.visit.processStatus = decision === 'pay' ? 'PAID' : 'WAITING_FOR_PAYMENT';
}

/** Whether the gateway has accepted a payment for the visit (a later refused attempt changes nothing). */
export function hasAcceptedPayment(store: DataStore, appointmentId: string): boolean {
  for (const payment of store.payments.values()) {
    if (payment.appointmentId === appointmentId && payment.status === 'ACCEPTED') return true;
  }
  return false;
}

/** The newest payment of a visit. */
export function latestPayment(store: DataStore, appointmentId: string): PaymentRecord | undefined {
  let latest: PaymentRecord | undefined;
  for (const payment of store.payments.values()) {
    if (payment.appointmentId === appointmentId) latest = payment;
  }
  return latest;
}

/**
 * What `payment/check-status` answers: the newest payment's status; without one, ACCEPTED for a
 * visit that needs no payment (cash, NFZ, already paid) and PROCESSING otherwise.
 */
export function paymentStatusOf(store: DataStore, record: VisitRecord): PaymentStatus {
  const latest = latestPayment(store, record.visit.id);
  if (latest) return latest.status;
  return SETTLED.has(record.visit.processStatus) ? 'ACCEPTED' : 'PROCESSING';
}

/** How long the gateway page opens with its secret: an old link shows nothing, not even the amount. */
export const GATEWAY_LINK_TTL_MS = 60 * 60 * 1000;
/** How long `payment/return-status` answers for a return key. */
export const RETURN_KEY_TTL_MS = 2 * 60 * 60 * 1000;

/** A fresh gateway secret: 256 random bits. */
export function newGatewaySecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The shape of every secret and return key issued: 32 random bytes in base64url, 43 characters. */
const ISSUED_KEY = /^[A-Za-z0-9_-]{43}$/;

/** Compares two secrets in time that does not depend on where they differ. */
function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The payment whose gateway secret is `secret`, while its link is valid, with the secret used up:
 * the payment's secret becomes a fresh one, which only the caller gets (the gateway page puts it in
 * its form for the patient's one decision), so the same secret never opens anything twice.
 */
export function usePaymentSecret(
  store: DataStore,
  secret: unknown,
  now: Date,
): { payment: PaymentRecord; next: string } | undefined {
  // Anything not shaped like an issued secret (an oversize string included) is never looked up.
  if (typeof secret !== 'string' || !ISSUED_KEY.test(secret)) return undefined;
  for (const payment of store.payments.values()) {
    if (!sameSecret(payment.gatewaySecret, secret)) continue;
    if (now.getTime() - payment.createdAt.getTime() >= GATEWAY_LINK_TTL_MS) return undefined;
    payment.gatewaySecret = newGatewaySecret();
    return { payment, next: payment.gatewaySecret };
  }
  return undefined;
}

/** The payment whose return key is `key`, while the key is valid. */
export function paymentByReturnKey(store: DataStore, key: string, now: Date): PaymentRecord | undefined {
  if (!ISSUED_KEY.test(key)) return undefined;
  for (const payment of store.payments.values()) {
    if (!sameSecret(payment.returnKey, key)) continue;
    return now.getTime() - payment.createdAt.getTime() < RETURN_KEY_TTL_MS ? payment : undefined;
  }
  return undefined;
}
