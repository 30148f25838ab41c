import type { Visit } from '@wizyta/core';
import type { AuthUser } from '../../auth/AuthUser';
import { brandOf } from '../../config/deployments';
import { hasAcceptedPayment } from '../../payment/paymentLedger';
import type { DataStore, VisitRecord } from '../../seed/DataStore';
import { isDoctor } from '../visitAccess';
import { cancellableUntil, reschedulableUntil } from './visitChangeRule';

/**
 * Whether the visit has been paid online, so a cancellation refunds it: the gateway accepted a
 * payment for it (the ledger is the one record of that, the seeded visits' too; a later refused
 * attempt changes nothing), whatever its process status says.
 */
export function isPaidOnline(store: DataStore, record: VisitRecord): boolean {
  if (record.paymentType !== 'ONLINE' || record.price <= 0) return false;
  return hasAcceptedPayment(store, record.visit.id);
}

/** The statuses after which a cash visit has been paid at the visit (decided: the doctor collects it). */
const CASH_COLLECTED = new Set(['FINISHED']);

/** How the visit is settled and whether the patient has paid it. */
function paymentOf(store: DataStore, record: VisitRecord): NonNullable<Visit['payment']> {
  const type = record.paymentType;
  const paid =
    (type === 'ONLINE' && isPaidOnline(store, record)) ||
    (type === 'CASH' && CASH_COLLECTED.has(record.visit.processStatus));
  return { type, amount: record.price, paid };
}

/** Whether the visit's invoice can be issued: paid online with invoice data, and not refunded. */
export function hasInvoice(store: DataStore, record: VisitRecord): boolean {
  return record.booking?.invoice !== undefined && record.refund === undefined && isPaidOnline(store, record);
}

/**
 * The visit as `user` reads it: the stored lifecycle fields, and the additions — the dictionary id
 * of its specialization, what was booked (without the invoice data for the doctor), and for the
 * patient whether and until when it can be cancelled or moved and what a cancellation returns.
 */
export function visitView(store: DataStore, record: VisitRecord, user: AuthUser): Visit {
  const doctor = isDoctor(user);
  const view: Visit = { ...record.visit, specializationId: record.specializationId };
  if (record.booking) {
    const { invoice: _invoice, ...withoutInvoice } = record.booking;
    view.booking = doctor ? withoutInvoice : { ...record.booking };
  }
  if (!doctor) {
    view.cancellableUntil = cancellableUntil(record)?.toISOString() ?? null;
    view.reschedulableUntil = reschedulableUntil(record, brandOf(user.deployment))?.toISOString() ?? null;
    view.refundOnCancel = isPaidOnline(store, record) ? record.price : 0;
    view.payment = paymentOf(store, record);
    view.invoiceAvailable = hasInvoice(store, record);
  }
  if (record.refund) view.refund = { ...record.refund };
  return view;
}
