import { useParams } from 'react-router';
import { OrderFlow } from './OrderFlow';
import { currentOrderActor } from './sharedOrderActor';

/**
 * `/appointment/:id/success`: the booked visit (with the config's thank-you page when it has one).
 * Reached from the running flow; opened afresh (a reload) it asks for the payment status of `:id`.
 */
export default function AppointmentSuccessPage() {
  const { id } = useParams();
  const running = currentOrderActor()?.getSnapshot().context.appointmentId === id;
  return <OrderFlow {...(running || !id ? {} : { appointmentId: id })} />;
}
