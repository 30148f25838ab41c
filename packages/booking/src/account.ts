// `@wizyta/booking/account`: what the portal's account pages and the booking flow's account steps
// share — the agreements form, the consents and the subscription-end notice (their texts and
// calls written once). No booking screen comes with them.

export { AgreementsForm, type AgreementsFormProps } from './Agreements/AgreementsForm';
export { ConsentFields, type ConsentFieldsProps, type Consents } from './Agreements/ConsentFields';
export type { AgreementsApi, SubscriptionEndApi } from './flow/BookingProps';
export {
  SubscriptionEndNotice,
  type SubscriptionEndNoticeProps,
} from './SubscriptionEnd/SubscriptionEndNotice';
