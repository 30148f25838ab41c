import { OrderFlow } from './OrderFlow';

/**
 * `/order/:id?`: the order details (WELBI: its short order page, which books). The flow resumes the order held in sessionStorage where it was and moves the
 * URL to the step the machine is at; the guard has already checked the held order's id.
 */
export default function OrderPage() {
  return <OrderFlow />;
}
