// Public API of @wizyta/booking: the flow's root component and what hosts need around it.
// The stylesheet is a separate export: `@wizyta/booking/booking.css`.

export type { OrderActor } from '@wizyta/core';
export { AddToCalendar, type AddToCalendarProps } from './AddToCalendar/AddToCalendar';
export { BookingApp } from './BookingApp/BookingApp';
export type { CreateBookingActorOptions } from './BookingApp/createBookingActor';
export { createBookingActor } from './BookingApp/createBookingActor';
export { useSessionState } from './BookingApp/useSessionState';
export { Captcha, type CaptchaProps } from './Captcha/Captcha';
export type { CaptchaSetup } from './Captcha/CaptchaSetup';
export { captchaSetupOf } from './Captcha/captchaSetupOf';
export type {
  BookingEventHandler,
  BookingEventMap,
  BookingEventName,
  BookingStep,
  FunnelEventName,
  FunnelHandler,
} from './flow/BookingEventMap';
export type { BookingApi, BookingAppProps, BookingLocation, BookingSession } from './flow/BookingProps';
export { type DictionaryState, useDictionary } from './form/useDictionary';
export { RESEND_COOLDOWN_S } from './SignIn/useSmsSignIn';
