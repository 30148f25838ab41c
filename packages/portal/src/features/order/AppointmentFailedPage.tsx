import { useParams } from 'react-router';
import { OrderFlow } from './OrderFlow';
import { currentOrderActor } from './sharedOrderActor';

/**
 * `/appointment/:id/failed`: the payment failed, the visit is saved; "retry online payment".
 * Reached from the running flow; opened afresh (a reload) it asks for the payment status of `:id`.
 */
export default function AppointmentFailedPage() {
  const { id } = useParams();
  const running = currentOrderActor()?.getSnapshot().context.appointmentId === id;
  return <OrderFlow {...(running || !id ? {} : { appointmentId: id })} />;
}
