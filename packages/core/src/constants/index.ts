// Business constants and limits of spec §9.
export { DEFAULT_COUNTRY_ID, DEFAULT_LANGUAGE_ID } from './bookingPlace';
export { ADDITIONAL_SLOTS_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './pageSizes';
export { BASIC_VISIT_FROM_PRICE, CASH_SURCHARGE, NFZ_VISIT_PRICE, SAMPLE_PRICES } from './prices';
export { SLOT_HOURS, slotIntervalMinutes } from './slotIntervalMinutes';
export {
  HOUSE_SPECIALIZATION_ID,
  INTER_SPECIAL_IDS,
  LONG_SLOT_SPECIALIZATION_IDS,
} from './specializationIds';
export {
  CALLBACK_MINUTES,
  FORCED_LOGOUT_THRESHOLD_MS,
  PHONE_LINE_HOURS,
  QUESTION_WINDOW_HOURS,
  TOKEN_MIN_VALIDITY_S,
} from './timeLimits';
export { TOWNS } from './towns';
export { UPLOAD_CONTENT_TYPES, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from './uploadLimits';
