import { brandOf } from '../brands/brandOf';
import { isPartnerType } from '../brands/PARTNER_TYPES';

/** A step of the stepper. */
export type OrderStepId = 'search' | 'order' | 'personal' | 'symptoms' | 'payment' | 'confirm' | 'result';

/**
 * The steps this patient will see, in order, for a stepper: the full flow with `payment`, or
 * `confirm` for an NFZ visit; WELBI's short flow is search, the order summary and the result.
 */
export function orderSteps({ type, forNfz }: { type: string; forNfz: boolean }): OrderStepId[] {
  if (isPartnerType(type) && brandOf(type).shortOrderFlow) return ['search', 'order', 'result'];
  return ['search', 'order', 'personal', 'symptoms', forNfz ? 'confirm' : 'payment', 'result'];
}
