// The one place the widget reaches into @wizyta/core (statically). It names core's files by
// subpath (`@wizyta/core/<area>/<file>`, from core's `exports`) rather than its root barrel, so the
// static import graph stays what the first chunk needs. Core's
// session is not here: root/startWidgetSession.ts imports it, behind a dynamic import made when
// the patient signs in, and keycloak-js sits behind another one, made only when SSO is chosen.

export type { BookingClientOperation } from '@wizyta/core/api/contractBookingClient';
export { BOOKING_CLIENT_OPERATIONS } from '@wizyta/core/api/contractBookingClient';
export { brandOf } from '@wizyta/core/brands';
export type { OperationsClient } from '@wizyta/core/client/createOperationsClient';
export { createOperationsClient } from '@wizyta/core/client/createOperationsClient';
export { REQUEST_ERROR_CODE } from '@wizyta/core/client/outcomeToAppError';
export { resolveApiBase } from '@wizyta/core/client/resolveApiBase';
export type { AppConfig } from '@wizyta/core/config';
export { parseConfig } from '@wizyta/core/config';
export { SLOT_HOURS, slotIntervalMinutes } from '@wizyta/core/constants/slotIntervalMinutes';
export { createDictionaryCache } from '@wizyta/core/dictionaries/createDictionaryCache';
export { searchListsMoved } from '@wizyta/core/dictionaries/searchListsMoved';
export { specializationListOf } from '@wizyta/core/dictionaries/specializationListOf';
export { AppError } from '@wizyta/core/errors/AppError';
export type { ErrorKey } from '@wizyta/core/errors/errorCodes';
export { ERROR_CODES } from '@wizyta/core/errors/errorCodes';
export { toWarsawDay } from '@wizyta/core/format/toWarsawDay';
export type { Locale, MessageCatalogue, MessageRecord, Messages } from '@wizyta/core/i18n';
export { createMessagesFrom } from '@wizyta/core/i18n/createMessagesFrom';
export { isLocale } from '@wizyta/core/i18n/locales';
export { precompiledErrorMessages } from '@wizyta/core/i18n/precompiledErrorMessages';
export type { OrderActor } from '@wizyta/core/order/createOrderActor';
export { createOrderActor } from '@wizyta/core/order/createOrderActor';
export { gatewayLeavePage } from '@wizyta/core/order/gatewayLeavePage';
export type { OrderApi } from '@wizyta/core/order/OrderApi';
export { canBookAppointmentType, canBookNfz } from '@wizyta/core/order/orderPermissions';
export { ORDER_STORAGE_KEY } from '@wizyta/core/order/orderStorageKeys';
export type { AppointmentType } from '@wizyta/core/schemas';
export type { PaymentStatus } from '@wizyta/core/schemas/payment';
export type { TokenResponse } from '@wizyta/core/schemas/tokenResponse';
export { APPOINTMENT_TYPES, AppointmentTypeSchema } from '@wizyta/core/schemas/visitType';
export type { Session } from '@wizyta/core/session/Session';
export type { SessionListener, SessionState } from '@wizyta/core/session/SessionState';
export { ANONYMOUS_STATE } from '@wizyta/core/session/SessionState';
