// Public API of @wizyta/booking: the flow's root component and what hosts need around it.
// The stylesheet is a separate export: `@wizyta/booking/booking.css`.
export { BookingApp } from './BookingApp/BookingApp';
export type {
  BookingEventHandler,
  BookingEventMap,
  BookingEventName,
  BookingStep,
} from './BookingApp/BookingEventMap';
export type { BookingAppProps, BookingLocation, BookingSession } from './BookingApp/BookingProps';
export type { BookingPrefill } from './prefill/BookingPrefill';
export { BookingPrefillSchema, parseBookingPrefill } from './prefill/BookingPrefill';
export { RESEND_COOLDOWN_S } from './SignIn/SignIn';
