// Public API of @wizyta/booking: the flow's root component and what hosts need around it.
// The stylesheet is a separate export: `@wizyta/booking/booking.css`.

export type { OrderActor } from '@wizyta/core';
export { AddToCalendar, type AddToCalendarProps } from './AddToCalendar/AddToCalendar';
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
export { StepList, type StepListProps } from './BookingApp/StepList';
export { useSessionState } from './BookingApp/useSessionState';
export { Captcha, type CaptchaProps } from './Captcha/Captcha';
export type { CaptchaSetup } from './Captcha/CaptchaSetup';
export { FormContext, type FormContextValue } from './form/FormContext';
export { type DictionaryState, useDictionary } from './form/useDictionary';
export type { BookingPrefill } from './prefill/BookingPrefill';
export { BookingPrefillSchema, parseBookingPrefill } from './prefill/BookingPrefill';
export { SearchForm, type SearchFormProps } from './Search/SearchForm';
export {
  criteriaChange,
  freshSearchDraft,
  resolveCityId,
  type SearchCriteriaChange,
  type SearchDraft,
  searchEvent,
} from './Search/searchDraft';
export { useSpecializationChoice } from './Search/useSpecializationChoice';
export { RESEND_COOLDOWN_S } from './SignIn/useSmsSignIn';
