// Public API of @wizyta/booking: the flow's root component and what hosts need around it.
// The stylesheet is a separate export: `@wizyta/booking/booking.css`.

export type { OrderActor } from '@wizyta/core';
export { BookingApp } from './BookingApp/BookingApp';
export type {
  BookingEventHandler,
  BookingEventMap,
  BookingEventName,
  BookingStep,
} from './BookingApp/BookingEventMap';
export type { BookingAppProps, BookingLocation, BookingSession } from './BookingApp/BookingProps';
export type { CreateBookingActorOptions } from './BookingApp/createBookingActor';
export { createBookingActor } from './BookingApp/createBookingActor';
export type { BookingPrefill } from './prefill/BookingPrefill';
export { BookingPrefillSchema, parseBookingPrefill } from './prefill/BookingPrefill';
export { RESEND_COOLDOWN_S } from './SignIn/SignIn';
