import { type ComponentType, lazy, Suspense } from 'react';
import { Search } from '../Search/Search';
import { useBooking } from './BookingContext';
import { useOrder } from './useOrder';
import { type BookingView, isSessionSettling } from './viewOf';

// The lazy seam: the search step ships with the flow's root; every later screen is its own chunk
// in a code-splitting build (the widget's rollup, the portal's vite), fetched when first shown.
// Under test runners the imports resolve from source just the same.
function screen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
const OrderSummary = screen(() => import('../OrderSummary/OrderSummary').then((m) => m.OrderSummary));
const Personal = screen(() => import('../Personal/Personal').then((m) => m.Personal));
const Symptoms = screen(() => import('../Symptoms/Symptoms').then((m) => m.Symptoms));
const Payment = screen(() => import('../Payment/Payment').then((m) => m.Payment));
const ConfirmNfz = screen(() => import('../ConfirmNfz/ConfirmNfz').then((m) => m.ConfirmNfz));
const NoDoctors = screen(() => import('../NoDoctors/NoDoctors').then((m) => m.NoDoctors));
const Results = screen(() => import('../Results/Results').then((m) => m.Results));
const SignIn = screen(() => import('../SignIn/SignIn').then((m) => m.SignIn));

/** Props of {@link StepView}. */
export interface StepViewProps {
  readonly view: BookingView;
  /** The step needs a signed-in patient and there is none: sign-in is shown in its place. */
  readonly signIn: boolean;
}

/** The screen of the current view (later screens load on first use, see the lazy seam above). */
export function StepView({ view, signIn }: StepViewProps) {
  const { messages, sessionState } = useBooking();
  const loading = (
    <p className="wb-status" role="status" data-wb-placeholder="">
      {messages.t('booking.loading')}
    </p>
  );
  if (view === 'loading' || (signIn && isSessionSettling(sessionState))) return loading;
  return (
    <Suspense fallback={loading}>
      <CurrentScreen view={view} signIn={signIn} />
    </Suspense>
  );
}

function CurrentScreen({ view, signIn }: StepViewProps) {
  const shortFlow = useOrder((s) => s.context.shortFlow);
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
