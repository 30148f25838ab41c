// Public schemas of @wizyta/core: the entities of spec §3 and the calls of spec §7.

export type { AdditionalSlot, AdditionalSlots } from './additionalSlots';
export { AdditionalSlotSchema, AdditionalSlotsSchema } from './additionalSlots';
export type { Address, ProfileAddress } from './address';
export { AddressSchema, ProfileAddressSchema } from './address';
export type { AppointmentPatients, CreateAppointmentRequest, CreateAppointmentResponse } from './appointment';
export {
  AppointmentPatientsSchema,
  CreateAppointmentRequestSchema,
  CreateAppointmentResponseSchema,
} from './appointment';
export { AttributionSchema } from './attribution';
export type { CallBackRequest } from './callBack';
export { CallBackRequestSchema } from './callBack';
export type { ChatMessage, SendMessageRequest } from './chatMessage';
export { ChatMessageSchema, SendMessageRequestSchema } from './chatMessage';
export type { Clinic, ClinicHours, ClinicsQuery } from './clinic';
export { ClinicHoursSchema, ClinicSchema, ClinicsQuerySchema } from './clinic';
export type { AgreementsRequest, Consents } from './consents';
export { AgreementsRequestSchema, ConsentsSchema } from './consents';
export type { ContactMessage } from './contactMessage';
export { ContactMessageSchema } from './contactMessage';
export type { Conversation } from './conversation';
export { ConversationSchema } from './conversation';
export type { Country } from './country';
export { CountrySchema } from './country';
export type { Doctor } from './doctor';
export { DoctorSchema } from './doctor';
export type { Document } from './document';
export { DocumentSchema } from './document';
export type { DocumentType, DocumentTypeItem, IdentityDocument } from './documentType';
export {
  DOCUMENT_TYPES,
  DocumentTypeItemSchema,
  DocumentTypeSchema,
  IdentityDocumentSchema,
} from './documentType';
export type { EntityId } from './entityId';
export { AmountSchema, DictionaryIdSchema, EntityIdSchema } from './entityId';
export type { ErrorPayload } from './errorPayload';
export { ErrorPayloadSchema } from './errorPayload';
export type { Gender, GenderCode } from './gender';
export { GENDERS, GenderCodeSchema, GenderSchema } from './gender';
export type { Invoice } from './invoice';
export { InvoiceSchema } from './invoice';
export { ClockTimeSchema, IsoDateSchema, IsoDateTimeSchema } from './isoDateTime';
export type { Language, LanguageCode } from './language';
export { LANGUAGE_CODES, LANGUAGE_IDS, LANGUAGES, LanguageCodeSchema, LanguageSchema } from './language';
export type {
  AdditionalSlotsQuery,
  AppointmentsQuery,
  DocumentsQuery,
  SlotQuery,
  SpecializationsQuery,
} from './listQueries';
export {
  AdditionalSlotsQuerySchema,
  APPOINTMENT_SORT_FIELDS,
  AppointmentsQuerySchema,
  DOCUMENT_SORT_FIELDS,
  DocumentsQuerySchema,
  SlotQuerySchema,
  SpecializationsQuerySchema,
} from './listQueries';
export type { DeactivateNotificationRequest, Notification, NotificationKind } from './notification';
export {
  DeactivateNotificationRequestSchema,
  isNotificationKind,
  NOTIFICATION_KINDS,
  NotificationSchema,
} from './notification';
export type { Order } from './order';
export { OrderSchema } from './order';
export type { OrderPatient } from './orderPatient';
export { OrderPatientSchema } from './orderPatient';
export type { Page } from './page';
export { pageSchema } from './page';
export type {
  PatientProfile,
  PatientProfileUpdate,
  Popups,
  ReminderChannels,
  SubscriptionEndPopupRequest,
} from './patientProfile';
export {
  PatientProfileSchema,
  PatientProfileUpdateSchema,
  PopupsSchema,
  REMINDER_CHANNELS,
  ReminderChannelsSchema,
  SubscriptionEndPopupRequestSchema,
} from './patientProfile';
export type { AgeRangeUnit, PatientType } from './patientType';
export { AGE_RANGE_UNITS, AgeRangeUnitSchema, PATIENT_TYPES, PatientTypeSchema } from './patientType';
export type {
  PaymentQuery,
  PaymentRedirect,
  PaymentRedirectQuery,
  PaymentReturnQuery,
  PaymentStatus,
  PaymentStatusResponse,
} from './payment';
export {
  PAYMENT_STATUSES,
  PaymentQuerySchema,
  PaymentRedirectQuerySchema,
  PaymentRedirectSchema,
  PaymentStatusResponseSchema,
  PaymentStatusSchema,
} from './payment';
export type { PaymentType, VisitPaymentType } from './paymentType';
export {
  PAYMENT_TYPES,
  PaymentTypeSchema,
  VISIT_PAYMENT_TYPES,
  VisitPaymentTypeSchema,
} from './paymentType';
export type { PhoneNumber } from './phoneNumber';
export { PhoneNumberSchema } from './phoneNumber';
export type { Prefill, PrefillResult } from './prefill';
export { MAX_PREFILL_CHARS, PrefillSchema, parsePrefill } from './prefill';
export type { PriceCalculation, PriceCalculationRequest } from './priceCalculation';
export { PriceCalculationRequestSchema, PriceCalculationSchema } from './priceCalculation';
export type { ProcessStatus } from './processStatus';
export { PROCESS_STATUSES, ProcessStatusSchema } from './processStatus';
export type { RegistrationRequest } from './registration';
export { RegistrationRequestSchema } from './registration';
export type { Role } from './role';
export { ROLES, RoleSchema } from './role';
export type { SenderType } from './senderType';
export { SENDER_TYPES, SenderTypeSchema } from './senderType';
export type { SlotIntervals, SlotIntervalsRequest } from './slotIntervals';
export { SlotIntervalsRequestSchema, SlotIntervalsSchema } from './slotIntervals';
export type {
  ExtendSlotRequest,
  ExtendSlotResponse,
  ReserveFirstAvailableRequest,
  ReserveSlotRequest,
  SlotReservation,
} from './slotReservation';
export {
  ExtendSlotRequestSchema,
  ExtendSlotResponseSchema,
  ReserveFirstAvailableRequestSchema,
  ReserveSlotRequestSchema,
  SlotReservationSchema,
} from './slotReservation';
export type { SmsLoginStartRequest, SmsLoginVerifyRequest, SmsPhoneNumber } from './smsLogin';
export { SmsLoginStartRequestSchema, SmsLoginVerifyRequestSchema, SmsPhoneNumberSchema } from './smsLogin';
export type { Specialization, SpecializationCode } from './specialization';
export { SPECIALIZATION_CODES, SpecializationCodeSchema, SpecializationSchema } from './specialization';
export type { Symptom } from './symptom';
export { SYMPTOMS, SymptomSchema } from './symptom';
export { TEXT_LIMITS } from './textLimits';
export type { OAuth2TokenRequest, RefreshTokenRequest, TokenResponse } from './tokenResponse';
export { OAuth2TokenRequestSchema, RefreshTokenRequestSchema, TokenResponseSchema } from './tokenResponse';
export type { Town } from './town';
export { TownSchema } from './town';
export type { UploaderRole } from './uploaderRole';
export { UPLOADER_ROLES, UploaderRoleSchema } from './uploaderRole';
export type { Visit } from './visit';
export { VisitSchema } from './visit';
export type {
  BookedPatient,
  RescheduleAppointmentRequest,
  VisitBooking,
  VisitPayment,
  VisitRefund,
} from './visitBooking';
export {
  BookedPatientSchema,
  REFUND_STATUSES,
  RescheduleAppointmentRequestSchema,
  VisitBookingSchema,
  VisitPaymentSchema,
  VisitRefundSchema,
} from './visitBooking';
export type { SurveyAnswer, VisitSurvey } from './visitSurvey';
export { SurveyAnswerSchema, VisitSurveySchema } from './visitSurvey';
export type { AppointmentType, VisitType } from './visitType';
export { APPOINTMENT_TYPES, AppointmentTypeSchema, VISIT_TYPES, VisitTypeSchema } from './visitType';
export type { VoucherStatus } from './voucherStatus';
export { VOUCHER_STATUSES, VoucherStatusSchema } from './voucherStatus';
