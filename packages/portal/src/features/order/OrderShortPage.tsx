import { OrderFlow } from './OrderFlow';

/**
 * `/order/:id/short`: WELBI's short order page (spec §2) — the order summary with the personal
 * data, which books directly: no stepper, no symptoms, no payment. The guard has already checked
 * the held order's id and that this patient has no full order page.
 */
export default function OrderShortPage() {
  return <OrderFlow />;
}
