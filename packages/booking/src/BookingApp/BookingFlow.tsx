import { useEffect, useRef } from 'react';
import { useBooking } from './BookingContext';
import type { BookingEventHandler } from './BookingEventMap';
import type { BookingLocation } from './BookingProps';
import { ErrorAlert } from './ErrorAlert';
import { HoldCountdown } from './HoldCountdown';
import { StepView } from './StepView';
import { Stepper } from './Stepper';
import { useBookingEvents } from './useBookingEvents';
import { useOrder } from './useOrder';
import { hostStep, locationOf, needsSignIn, viewOf } from './viewOf';

/** Props of {@link BookingFlow}. */
export interface BookingFlowProps {
  readonly onEvent?: BookingEventHandler | undefined;
  readonly onLocationChange?: ((location: BookingLocation) => void) | undefined;
}

/** The flow's frame: the stepper, the hold countdown, the error region and the current screen. */
export function BookingFlow({ onEvent, onLocationChange }: BookingFlowProps) {
  const { actor, sessionState } = useBooking();
  const view = useOrder(viewOf);
  const shortFlow = useOrder((s) => s.context.shortFlow);
  const orderId = useOrder((s) => s.context.appointmentId ?? s.context.order.id ?? null);
  const signIn = needsSignIn(view, shortFlow, sessionState);
  useBookingEvents(onEvent);

  const step = hostStep(view, signIn);
  const lastStep = useRef<string | null>(null);
  useEffect(() => {
    if (!step || step === lastStep.current) return;
    lastStep.current = step;
    onEvent?.('step', { step });
  }, [step, onEvent]);

  const lastLocation = useRef('');
  useEffect(() => {
    const location = locationOf(view, actor.getSnapshot());
    const key = JSON.stringify(location);
    if (!location || key === lastLocation.current) return;
    lastLocation.current = key;
    onLocationChange?.(location);
  }, [view, orderId, actor, onLocationChange]);

  return (
    <div className="wb-flow">
      <Stepper />
      <HoldCountdown />
      <ErrorAlert />
      <StepView view={view} signIn={signIn} />
    </div>
  );
}
