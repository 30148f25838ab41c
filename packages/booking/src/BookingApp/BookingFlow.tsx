import { canBookNfz, canMakeAppointment, paymentTypeOf } from '@wizyta/core';
import { useEffect, useMemo, useRef } from 'react';
import { useBooking } from '../flow/BookingContext';
import type { BookingEventHandler, FunnelHandler } from '../flow/BookingEventMap';
import type { BookingLocation } from '../flow/BookingProps';
import { type FunnelState, funnelEvents } from '../flow/funnelEvents';
import { useOrder } from '../flow/useOrder';
import { hostStep, isSessionSettling, locationOf, type StepGuard, stepGuard, viewOf } from '../flow/viewOf';
import { FormContext, type FormContextValue } from '../form/FormContext';
import { ErrorAlert } from './ErrorAlert';
import { HoldCountdown } from './HoldCountdown';
import { Stepper } from './Stepper';
import { StepView } from './StepView';
import { useBookingEvents } from './useBookingEvents';

const sameLocation = (a: BookingLocation | null, b: BookingLocation | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Props of {@link BookingFlow}. */
export interface BookingFlowProps {
  readonly onEvent?: BookingEventHandler | undefined;
  readonly onLocationChange?: ((location: BookingLocation) => void) | undefined;
  readonly onFunnel?: FunnelHandler | undefined;
}

/** The flow's frame: the stepper, the hold countdown, the error region and the current screen,
 * with the machine's validation verdicts for the form fields (FormContext). */
export function BookingFlow({ onEvent, onLocationChange, onFunnel }: BookingFlowProps) {
  const { sessionState, messages, idPrefix, moveFocus } = useBooking();
  const formErrors = useOrder((s) => s.context.formErrors);
  const form = useMemo<FormContextValue>(
    () => ({ messages, idPrefix, moveFocus, formErrors: formErrors ?? null }),
    [messages, idPrefix, moveFocus, formErrors],
  );
  const machineView = useOrder(viewOf);
  // Spec §6: where the brand does not book, the first screen is a notice instead of the search.
  const books = useOrder((s) => canMakeAppointment(s.context));
  const view = !books && (machineView === 'search' || machineView === 'loading') ? 'noBooking' : machineView;
  const shortFlow = useOrder((s) => s.context.shortFlow);
  const location = useOrder((s) => locationOf(viewOf(s), s), sameLocation);
  const guard = stepGuard(view, shortFlow, sessionState);
  // While the session settles (a sign-in loading the profile, the SSO popup's tokens), the screen
  // on show stays as it is, with what is being typed into it: its guard is kept until the session
  // has settled and decides again. Only with nothing shown yet is it the loading line.
  const shown = useRef<StepGuard | null>(null);
  const settling = isSessionSettling(sessionState);
  if (!settling) shown.current = guard;
  const signIn = (settling ? shown.current : guard) ?? guard;
  const waiting = settling && shown.current === null && guard === true;
  // Spec §1 NFZ: an NFZ-active patient who signed in after the search, offered it before the last step.
  const nfzChoice =
    useOrder((s) => canBookNfz(s.context)) && ['order', 'personal', 'symptoms'].includes(view);
  useBookingEvents(onEvent);

  const step = hostStep(view, signIn);
  const lastStep = useRef<string | null>(null);
  useEffect(() => {
    if (!step || step === lastStep.current) return;
    lastStep.current = step;
    onEvent?.('step', { step });
  }, [step, onEvent]);

  useEffect(() => {
    if (location) onLocationChange?.(location);
  }, [location, onLocationChange]);

  // The operator's funnel: what changes while the flow runs (a patient signed in or a visit booked
  // before it started is not reported again).
  const paymentType = useOrder((s) => (s.context.appointmentId ? paymentTypeOf(s.context) : null));
  const funnel: FunnelState = {
    step,
    outcome: location?.outcome ?? null,
    paymentType,
    signedIn: sessionState.authenticated ? sessionState.method : null,
  };
  const lastFunnel = useRef<FunnelState>({ ...funnel, step: null, outcome: null });
  useEffect(() => {
    for (const [event, props] of funnelEvents(lastFunnel.current, funnel)) onFunnel?.(event, props);
    lastFunnel.current = funnel;
  });

  return (
    <FormContext.Provider value={form}>
      <div className="wb-flow">
        {view === 'noBooking' ? null : <Stepper />}
        <HoldCountdown />
        <ErrorAlert />
        <StepView view={waiting ? 'loading' : view} signIn={signIn} nfzChoice={nfzChoice} />
      </div>
    </FormContext.Provider>
  );
}
