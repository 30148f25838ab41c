import { brandOf } from '../brands/brandOf';
import { isPartnerType } from '../brands/PARTNER_TYPES';
import { isCoveredByPlan } from './isCoveredByPlan';

/** A step of the stepper. */
export type OrderStepId = 'search' | 'order' | 'personal' | 'symptoms' | 'payment' | 'confirm' | 'result';

/**
 * The steps this patient will see, in order, for a stepper: the full flow with `payment`, or
 * `confirm` for an NFZ visit or one the plan covers; WELBI's short flow is search, the order
 * summary and the result. `roles` default to a patient's (the search is anonymous).
 */
export function orderSteps({
  type,
  forNfz,
  roles = [],
}: {
  type: string;
  forNfz: boolean;
  roles?: readonly string[];
}): OrderStepId[] {
  if (isPartnerType(type) && brandOf(type).shortOrderFlow) return ['search', 'order', 'result'];
  const confirm = forNfz || isCoveredByPlan({ type, roles });
  return ['search', 'order', 'personal', 'symptoms', confirm ? 'confirm' : 'payment', 'result'];
}
