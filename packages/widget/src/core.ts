// The one place the widget reaches into @wizyta/core. It names core's areas rather than its root
// barrel so that the session area (keycloak-js) is never even in the widget's static import graph.

export { DICTIONARY_OPERATIONS } from '../../core/src/api/contractDictionaries';
export type { BrandTheme, PartnerType } from '../../core/src/brands/index';
export { brandOf } from '../../core/src/brands/index';
export type { AppConfig } from '../../core/src/config/index';
export { parseConfig } from '../../core/src/config/index';
export { createMessagesFrom } from '../../core/src/i18n/createMessagesFrom';
export type { Locale, MessageCatalogue, MessageRecord, Messages } from '../../core/src/i18n/index';
export { isLocale } from '../../core/src/i18n/locales';
export type { AppointmentType, Town } from '../../core/src/schemas/index';
export { TownSchema } from '../../core/src/schemas/town';
export { AppointmentTypeSchema } from '../../core/src/schemas/visitType';
