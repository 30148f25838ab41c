// What a usual booking never shows, one chunk of its own in a code-splitting build: no doctor
// found, the NFZ or plan-covered confirmation, the account steps after a sign-in (terms and
// consents, the subscription-end notice), a stationary visit's clinics, the NFZ choice after a late
// sign-in, the notice of a brand that does not book here, the captcha (deployments with `captchaSiteKey`), and what opens
// on request: the symptom checker's questions, the list of other times and the invoice fields (the
// calendar file has a chunk of its own, AddToCalendar). The flow loads each where it is needed, so
// a Polish SMS booking downloads none of it.

export { Agreements } from './Agreements/Agreements';
export { Captcha } from './Captcha/Captcha';
export { ClinicChoice } from './ClinicChoice/ClinicChoice';
export { ConfirmNfz } from './ConfirmNfz/ConfirmNfz';
export { NfzChoice } from './NfzChoice/NfzChoice';
export { NoBooking } from './NoBooking/NoBooking';
export { NoDoctors } from './NoDoctors/NoDoctors';
export { OtherSlotsList } from './OtherSlots/OtherSlotsList';
export { InvoiceFields } from './Payment/InvoiceFields';
export { SubscriptionEnd } from './SubscriptionEnd/SubscriptionEnd';
export { SymptomQuestions } from './SymptomChecker/SymptomQuestions';
