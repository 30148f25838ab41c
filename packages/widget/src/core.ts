// The one place the widget reaches into @wizyta/core (statically). It names core's areas by file
// rather than its root barrel, so the static import graph stays what the first chunk needs. Core's
// session is not here: root/startWidgetSession.ts imports it, behind a dynamic import made when
// the patient signs in, and keycloak-js sits behind another one, made only when SSO is chosen.

export type { BookingClientOperation } from '../../core/src/api/contractBookingClient';
export { BOOKING_CLIENT_OPERATIONS } from '../../core/src/api/contractBookingClient';
export type { BrandTheme, PartnerType } from '../../core/src/brands/index';
export { brandOf } from '../../core/src/brands/index';
export type { OperationsClient } from '../../core/src/client/createOperationsClient';
export { createOperationsClient } from '../../core/src/client/createOperationsClient';
export { REQUEST_ERROR_CODE } from '../../core/src/client/outcomeToAppError';
export { resolveApiBase } from '../../core/src/client/resolveApiBase';
export type { AppConfig } from '../../core/src/config/index';
export { parseConfig } from '../../core/src/config/index';
export { SLOT_HOURS, slotIntervalMinutes } from '../../core/src/constants/slotIntervalMinutes';
export { AppError } from '../../core/src/errors/AppError';
export { toWarsawDay } from '../../core/src/format/toWarsawDay';
export { createMessagesFrom } from '../../core/src/i18n/createMessagesFrom';
export type { Locale, MessageCatalogue, MessageRecord, Messages } from '../../core/src/i18n/index';
export { isLocale } from '../../core/src/i18n/locales';
export { precompiledErrorMessages } from '../../core/src/i18n/precompiledErrorMessages';
export type { OrderActor } from '../../core/src/order/createOrderActor';
export { createOrderActor } from '../../core/src/order/createOrderActor';
export type { OrderApi } from '../../core/src/order/OrderApi';
export { canBookAppointmentType, canBookNfz } from '../../core/src/order/orderPermissions';
export { ORDER_STORAGE_KEY } from '../../core/src/order/orderStorage';
export type { AppointmentType } from '../../core/src/schemas/index';
export type { PaymentStatus } from '../../core/src/schemas/payment';
export { PaymentStatusSchema } from '../../core/src/schemas/payment';
export type { TokenResponse } from '../../core/src/schemas/tokenResponse';
export { TokenResponseSchema } from '../../core/src/schemas/tokenResponse';
export { APPOINTMENT_TYPES, AppointmentTypeSchema } from '../../core/src/schemas/visitType';
export type { KeycloakLike } from '../../core/src/session/KeycloakLike';
export type { Session } from '../../core/src/session/Session';
export type { SessionListener, SessionState } from '../../core/src/session/SessionState';
export { ANONYMOUS_STATE } from '../../core/src/session/SessionState';
