import type { OrderSnapshot, PaymentStatus } from '@wizyta/core';
import { useEffect, useRef } from 'react';
import { useBooking } from '../flow/BookingContext';
import type { BookingEventHandler, BookingEventMap } from '../flow/BookingEventMap';

const PAYMENT: Readonly<Record<PaymentStatus, BookingEventMap['payment']['status']>> = {
  PROCESSING: 'pending',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
};

/**
 * Reports `reserved`, `booked`, `payment` and `error` to the host as the order machine's context
 * changes. What the flow starts with (a restored hold, the appointment of a result page) is not
 * reported again; only what happens while it runs.
 */
export function useBookingEvents(onEvent: BookingEventHandler | undefined): void {
  const { actor, messages } = useBooking();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    let previous: OrderSnapshot['context'] = actor.getSnapshot().context;
    const subscription = actor.subscribe((snapshot) => {
      const emit = handler.current;
      const current = snapshot.context;
      const before = previous;
      previous = current;
      if (!emit) return;
      const { order } = current;
      if (
        order.slotReservationId &&
        order.slotReservationId !== before.order.slotReservationId &&
        order.start
      ) {
        emit('reserved', {
          start: order.start,
          appointmentType: order.appointmentType,
          expiresAt: current.holdExpiresAt,
        });
      }
      if (current.appointmentId && current.appointmentId !== before.appointmentId) {
        emit('booked', {
          appointmentId: current.appointmentId,
          start: order.start ?? '',
          appointmentType: order.appointmentType,
          price: current.price?.price ?? order.price ?? 0,
          ...(order.clinic ? { clinicId: order.clinic.id } : {}),
        });
      }
      if (current.paymentStatus && current.paymentStatus !== before.paymentStatus && current.appointmentId) {
        emit('payment', { appointmentId: current.appointmentId, status: PAYMENT[current.paymentStatus] });
      }
      if (current.error && current.error !== before.error) {
        const { code } = current.error;
        emit('error', { code: typeof code === 'number' ? code : 4889, message: messages.formatError(code) });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, messages]);
}
