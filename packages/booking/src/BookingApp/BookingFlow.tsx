import { useEffect, useRef } from 'react';
import { useBooking } from './BookingContext';
import type { BookingEventHandler } from './BookingEventMap';
import type { BookingLocation } from './BookingProps';
import { ErrorAlert } from './ErrorAlert';
import { HoldCountdown } from './HoldCountdown';
import { Stepper } from './Stepper';
import { StepView } from './StepView';
import { useBookingEvents } from './useBookingEvents';
import { useOrder } from './useOrder';
import { hostStep, locationOf, needsSignIn, viewOf } from './viewOf';

const sameLocation = (a: BookingLocation | null, b: BookingLocation | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Props of {@link BookingFlow}. */
export interface BookingFlowProps {
  readonly onEvent?: BookingEventHandler | undefined;
  readonly onLocationChange?: ((location: BookingLocation) => void) | undefined;
}

/** The flow's frame: the stepper, the hold countdown, the error region and the current screen. */
export function BookingFlow({ onEvent, onLocationChange }: BookingFlowProps) {
  const { sessionState } = useBooking();
  const view = useOrder(viewOf);
  const shortFlow = useOrder((s) => s.context.shortFlow);
  const location = useOrder((s) => locationOf(viewOf(s), s), sameLocation);
  const signIn = needsSignIn(view, shortFlow, sessionState);
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

  return (
    <div className="wb-flow">
      <Stepper />
      <HoldCountdown />
      <ErrorAlert />
      <StepView view={view} signIn={signIn} />
    </div>
  );
}
