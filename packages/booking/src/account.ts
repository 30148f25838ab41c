// `@wizyta/booking/account`: what the portal's account pages and the booking flow's account steps
// share — the agreements form, the consents and the subscription-end notice (their texts and
// calls written once). No booking screen comes with them.

export { type AgreementsApi, AgreementsForm, type AgreementsFormProps } from './Agreements/AgreementsForm';
export { ConsentFields, type ConsentFieldsProps, type Consents } from './Agreements/ConsentFields';
export {
  type SubscriptionEndApi,
  SubscriptionEndNotice,
  type SubscriptionEndNoticeProps,
} from './SubscriptionEnd/SubscriptionEndNotice';
