import { useBooking } from './BookingContext';
import { StepList } from './StepList';
import { useOrder } from './useOrder';

/** The flow's {@link StepList}, following the order machine's step. */
export function Stepper() {
  const { messages, type } = useBooking();
  const forNfz = useOrder((s) => s.context.order.forNfz);
  const current = useOrder((s) => s.context.step);
  return <StepList messages={messages} type={type} forNfz={forNfz} current={current} />;
}
