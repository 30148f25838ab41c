/**
 * Every white-label `type` of spec §1 as the lower-case id used in `config.json` and in the
 * `/b/<type>/` base path. Mirrors `PARTNER_TYPES` of `@wizyta/core` (not yet exported from the
 * core package's public entry when this was written); `createBrandConfig.test.ts` checks every
 * generated config against core's `configSchema`-compatible shape.
 */
export const BRAND_TYPES = [
  'general',
  'inter',
  'welbi',
  'interrisk',
  'pzu',
  'polmed',
  'mondial',
  'allianz',
  'april',
  'axa',
  'cmp',
  'compensa',
  'europ_assistance',
  'generali',
  'global_assistance',
  'nationale_nederlanden',
  'signal_iduna',
  'tuz_ubezpieczenia',
  'tu_europa',
  'tu_zdrowie',
  'warta',
  'meedy',
  'luxmed',
  'saltus',
  'multiagencja',
  'alwis',
  'ctu',
  'phinance',
  'polisa_expert',
  'ubezpieczenia_az',
  'unilink',
  'zdrowybiznes',
  'rankomat',
  'ubezpieczenialowe',
  'iwonaszlapak',
  'alwisfinanse',
  'przyjazneubezpieczenia',
  'homedoctor_am',
  'viennalife',
] as const;

/** One brand id. */
export type BrandType = (typeof BRAND_TYPES)[number];

/** Narrows a path segment to a brand id. */
export function isBrandType(value: string): value is BrandType {
  return (BRAND_TYPES as readonly string[]).includes(value);
}
