export type { Attribution, UtmKey } from './attributionRules';
export { ATTRIBUTION_VALUE, isAttributionValue, looksPersonal, UTM_KEYS } from './attributionRules';
export type { AttributionKey } from './readAttribution';
export { readAttribution } from './readAttribution';
