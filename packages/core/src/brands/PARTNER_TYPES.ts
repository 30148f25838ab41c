/**
 * Every white-label variant of spec §1, as the lower-case ids used by `config.json`'s `type`.
 * `general` (the provider's own portal) comes first, then the spec's order, then `sandbox`: the
 * provider's own brand in test mode (`mock: true`), for partner developers.
 */
export const PARTNER_TYPES = [
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
  'sandbox',
] as const;

/** One white-label variant: the runtime `type` of the configuration. */
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** The broker partners, exactly as spec §1 lists them. */
export const BROKER_TYPES = [
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
] as const satisfies readonly PartnerType[];

/** The assistance companies; every other non-broker partner is treated as an insurer. */
export const ASSISTANCE_TYPES = [
  'mondial',
  'europ_assistance',
  'global_assistance',
] as const satisfies readonly PartnerType[];

const partnerTypes: ReadonlySet<string> = new Set(PARTNER_TYPES);

/** Narrows a string to a known partner type (ids are lower-case; no case folding here). */
export function isPartnerType(value: string): value is PartnerType {
  return partnerTypes.has(value);
}
