import { isPartnerType, PARTNER_TYPES, type PartnerType } from '@wizyta/core';

/**
 * Every white-label `type` of spec §1 as the lower-case id used in `config.json` and in the
 * `/b/<type>/` base path: core's `PARTNER_TYPES`, defined once there.
 */
export const BRAND_TYPES = PARTNER_TYPES;

/** One brand id. */
export type BrandType = PartnerType;

/** Narrows a path segment to a brand id. */
export const isBrandType: (value: string) => value is BrandType = isPartnerType;
