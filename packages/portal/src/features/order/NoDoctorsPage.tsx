import { OrderFlow } from './OrderFlow';

/**
 * `/no-doctors`: no doctor free in the range searched; leave a number for a call-back. The flow resumes the order held in sessionStorage where it was and moves the
 * URL to the step the machine is at; the guard has already checked the held order's id.
 */
export default function NoDoctorsPage() {
  return <OrderFlow />;
}
