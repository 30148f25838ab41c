import { OrderFlow } from './OrderFlow';

/**
 * `/order/:id/personal`: the personal data step (sign-in first when anonymous). The flow resumes the order held in sessionStorage where it was and moves the
 * URL to the step the machine is at; the guard has already checked the held order's id.
 */
export default function OrderPersonalPage() {
  return <OrderFlow />;
}
