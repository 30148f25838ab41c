import { useParams } from 'react-router';
import { OrderFlow } from './OrderFlow';

/**
 * `/appointment/:id/result`: where the payment gateway returns. A new flow for appointment `:id`
 * polls the payment status (with back-off) until ACCEPTED → success, REJECTED → failed, or three
 * minutes of PROCESSING → the waiting notice, which keeps polling; the URL follows.
 */
export default function AppointmentResultPage() {
  const { id } = useParams();
  return <OrderFlow {...(id ? { appointmentId: id } : {})} />;
}
