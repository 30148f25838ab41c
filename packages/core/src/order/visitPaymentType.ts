import type { PaymentType, VisitPaymentType } from '../schemas/paymentType';
import { isCoveredByPlan } from './isCoveredByPlan';

/**
 * How a visit is settled — the one rule the booking client sends and the API checks:
 * NFZ when the national health fund pays (no payment step); PLAN when the patient's plan covers it
 * (a brand without the price view: inter, interrisk, WELBI — no price, no payment choice);
 * otherwise what the patient chose on the payment step, ONLINE by default.
 */
export function visitPaymentType(
  audience: { readonly type: string; readonly roles: readonly string[] },
  forNfz: boolean,
  chosen: PaymentType | undefined,
): VisitPaymentType {
  if (forNfz) return 'NFZ';
  if (isCoveredByPlan(audience)) return 'PLAN';
  return chosen ?? 'ONLINE';
}

/** Whether the patient pays for a visit settled this way (ONLINE or CASH), so a price applies. */
export function isPaidByPatient(paymentType: VisitPaymentType): paymentType is PaymentType {
  return paymentType === 'ONLINE' || paymentType === 'CASH';
}
