import { ConfirmNfz } from '../ConfirmNfz/ConfirmNfz';
import { NoDoctors } from '../NoDoctors/NoDoctors';
import { OrderSummary } from '../OrderSummary/OrderSummary';
import { Payment } from '../Payment/Payment';
import { Personal } from '../Personal/Personal';
import { Results } from '../Results/Results';
import { Search } from '../Search/Search';
import { SignIn } from '../SignIn/SignIn';
import { Symptoms } from '../Symptoms/Symptoms';
import { useBooking } from './BookingContext';
import { useOrder } from './useOrder';
import { type BookingView, isSessionSettling } from './viewOf';

/** Props of {@link StepView}. */
export interface StepViewProps {
  readonly view: BookingView;
  /** The step needs a signed-in patient and there is none: sign-in is shown in its place. */
  readonly signIn: boolean;
}

/** The screen of the current view. */
export function StepView({ view, signIn }: StepViewProps) {
  const { messages, sessionState } = useBooking();
  const shortFlow = useOrder((s) => s.context.shortFlow);
  if (view === 'loading' || (signIn && isSessionSettling(sessionState))) {
    return (
      <p className="wb-status" role="status">
        {messages.t('booking.loading')}
      </p>
    );
  }
  if (signIn && !(shortFlow && view === 'order')) return <SignIn />;
  switch (view) {
    case 'search':
    case 'reserving':
      return <Search />;
    case 'order':
      return <OrderSummary signIn={signIn} />;
    case 'personal':
      return <Personal />;
    case 'symptoms':
      return <Symptoms />;
    case 'payment':
      return <Payment />;
    case 'confirm':
      return <ConfirmNfz />;
    case 'noDoctors':
    case 'callBackSent':
      return <NoDoctors />;
    default:
      return <Results view={view} />;
  }
}
