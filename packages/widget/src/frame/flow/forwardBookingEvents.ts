import type { BookingEventHandler, BookingEventMap, BookingEventName } from '@wizyta/booking';
import type { Attribution } from '@wizyta/core/attribution/attributionRules';
import type { WizytaEmit } from './FlowRootProps';

type Forwarders = { readonly [Name in BookingEventName]: (detail: BookingEventMap[Name]) => void };

/**
 * The booking flow's `onEvent` as the element's typed host events: `step` → `wizyta:step`,
 * `reserved` → `wizyta:reserved`, `booked` → `wizyta:booked`, `payment` → `wizyta:payment`,
 * `error` → `wizyta:error` (a payment state reported twice is sent once); `wizyta:booked` also
 * carries the booking's attribution. Nothing tells an NFZ visit from a paid one: the NFZ
 * confirmation step is reported as `payment`, and the price (0 zł for NFZ) only where the element
 * asks for it (`report-price`). The details are copied field by field, so nothing the flow might add
 * later (personal data above all) leaks to the host page unreviewed.
 */
export function forwardBookingEvents(
  emit: WizytaEmit,
  attribution: () => Attribution = () => ({}),
  reportPrice: () => boolean = () => false,
): BookingEventHandler {
  // The payment result may reach the widget twice (the flow's own report and the adapter's on the
  // payment return, see FlowRoot): the host hears each state of a payment once.
  let lastPayment = '';
  const forward: Forwarders = {
    // The NFZ visit's confirmation is the paid visit's payment step to the host page: which one a
    // patient reached would tell the page (and its tag manager) who uses the NFZ.
    step: ({ step }) => emit('wizyta:step', { step: step === 'confirm' ? 'payment' : step }),
    reserved: ({ start, appointmentType, expiresAt }) =>
      emit('wizyta:reserved', { start, appointmentType, expiresAt }),
    booked: ({ appointmentId, start, appointmentType, price, clinicId }) =>
      emit('wizyta:booked', {
        appointmentId,
        start,
        appointmentType,
        price: reportPrice() ? price : null,
        attribution: attribution(),
        ...(clinicId ? { clinicId } : {}),
      }),
    payment: ({ appointmentId, status }) => {
      const key = `${appointmentId} ${status}`;
      if (key === lastPayment) return;
      lastPayment = key;
      emit('wizyta:payment', { appointmentId, status });
    },
    error: ({ code, message }) => emit('wizyta:error', { code, message }),
  };
  return (name, detail) => (forward[name] as (value: typeof detail) => void)(detail);
}
