import { Suspense } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';
import type { BookingView } from '../flow/viewOf';
import { Search } from '../Search/Search';
import { lazyScreen } from './lazyScreen';

// The search step ships with the flow's root; every later screen is its own chunk (lazyScreen),
// and the ones a usual booking never shows come together from rareScreens.
const OrderSummary = lazyScreen(() => import('../OrderSummary/OrderSummary').then((m) => m.OrderSummary));
const Personal = lazyScreen(() => import('../Personal/Personal').then((m) => m.Personal));
const Symptoms = lazyScreen(() => import('../Symptoms/Symptoms').then((m) => m.Symptoms));
const Payment = lazyScreen(() => import('../Payment/Payment').then((m) => m.Payment));
const Results = lazyScreen(() => import('../Results/Results').then((m) => m.Results));
const SignIn = lazyScreen(() => import('../SignIn/SignIn').then((m) => m.SignIn));
const ConfirmNfz = lazyScreen(() => import('../rareScreens').then((m) => m.ConfirmNfz));
const NoDoctors = lazyScreen(() => import('../rareScreens').then((m) => m.NoDoctors));
const Agreements = lazyScreen(() => import('../rareScreens').then((m) => m.Agreements));
const SubscriptionEnd = lazyScreen(() => import('../rareScreens').then((m) => m.SubscriptionEnd));
const NfzChoice = lazyScreen(() => import('../rareScreens').then((m) => m.NfzChoice));
const NoBooking = lazyScreen(() => import('../rareScreens').then((m) => m.NoBooking));

/** Props of {@link StepView}. */
export interface StepViewProps {
  readonly view: BookingView;
  /**
   * The step needs a signed-in patient and there is none: sign-in is shown in its place; or the
   * signed-in patient must first accept the terms (`agreements`) or read the subscription-end
   * notice (`subscriptionEnd`), the guard's steps 3 and 4 of spec §2.
   */
  readonly signIn: boolean | 'agreements' | 'subscriptionEnd';
  /** An NFZ-active patient who signed in after the search may still make the visit an NFZ one. */
  readonly nfzChoice?: boolean;
}

/** The screen of the current view (later screens load on first use, see the lazy seam above). */
export function StepView({ view, signIn, nfzChoice }: StepViewProps) {
  const { messages } = useBooking();
  const loading = (
    <p className="wb-status" role="status" data-wb-placeholder="">
      {messages.t('booking.loading')}
    </p>
  );
  if (view === 'loading') return loading;
  return (
    <>
      {/* A boundary of its own: the step's screen (and its heading's focus) never waits for it. */}
      {nfzChoice && !signIn ? (
        <Suspense fallback={null}>
          <NfzChoice />
        </Suspense>
      ) : null}
      <Suspense fallback={loading}>
        <CurrentScreen view={view} signIn={signIn} />
      </Suspense>
    </>
  );
}

function CurrentScreen({ view, signIn }: StepViewProps) {
  const shortFlow = useOrder((s) => s.context.shortFlow);
  if (signIn === 'agreements') return <Agreements />;
  if (signIn === 'subscriptionEnd') return <SubscriptionEnd />;
  if (signIn && !(shortFlow && view === 'order')) return <SignIn />;
  switch (view) {
    case 'search':
    case 'reserving':
      return <Search />;
    case 'order':
      return <OrderSummary signIn={signIn === true} />;
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
    case 'noBooking':
      return <NoBooking />;
    default:
      return <Results view={view} />;
  }
}
