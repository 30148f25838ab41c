import { OrderFlow } from './OrderFlow';

/**
 * `/order/:id/payment`: the payment step, or the NFZ confirmation. The flow resumes the order held in sessionStorage where it was and moves the
 * URL to the step the machine is at; the guard has already checked the held order's id.
 */
export default function OrderPaymentPage() {
  return <OrderFlow />;
}
