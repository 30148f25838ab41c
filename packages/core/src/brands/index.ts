export type { BrandTheme, ThemeFamily } from './BRAND_THEMES';
export { BRAND_THEMES, THEME_FAMILIES } from './BRAND_THEMES';
export type { Brand, BrandKind } from './brandOf';
export { brandKindOf, brandOf, themeFamilyOf } from './brandOf';
export { contrastRatio, relativeLuminance } from './contrastRatio';
export type { PartnerType } from './PARTNER_TYPES';
export { ASSISTANCE_TYPES, BROKER_TYPES, isPartnerType, PARTNER_TYPES } from './PARTNER_TYPES';
