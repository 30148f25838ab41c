import { useBooking } from '../flow/BookingContext';
import { StepHeading } from '../form/StepHeading';
import { PersonalForm } from './PersonalForm';

/** The personal data step of the full flow. */
export function Personal() {
  const { messages } = useBooking();
  return (
    <div className="wb-step wb-personal">
      <StepHeading>{messages.t('booking.personal.title')}</StepHeading>
      <PersonalForm submitLabel={messages.t('booking.next')} />
    </div>
  );
}
