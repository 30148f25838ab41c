import type { BrandTheme, ThemeFamily } from './BRAND_THEMES';
import { BRAND_THEMES } from './BRAND_THEMES';
import type { PartnerType } from './PARTNER_TYPES';
import { ASSISTANCE_TYPES, BROKER_TYPES } from './PARTNER_TYPES';

/**
 * What kind of partner a brand is. Medical providers and subscription sellers that spec §1 lists
 * among the brands (polmed, cmp, meedy, luxmed, saltus, april) count as insurers: like an insurer
 * they bring their own covered members, and the UI treats them alike.
 */
export type BrandKind = 'general' | 'insurer' | 'assistance' | 'broker';

/** Everything the UI needs to dress the app as one white-label variant. */
export interface Brand {
  readonly type: PartnerType;
  /** The partner's display name (a proper noun, the same in every language). */
  readonly name: string;
  /** The document title, Polish. */
  readonly title: string;
  /** Relative to the app's base URL; the portal ships `favicons/<type>.svg`. */
  readonly faviconHref: string;
  /** The header logo, relative to the app's base URL; the portal ships `logos/<type>.svg`. */
  readonly logoHref: string;
  readonly kind: BrandKind;
  /** WELBI: no order steps, no payment page, no symptoms page (spec §1). */
  readonly shortOrderFlow: boolean;
  /** Relative to the app's base URL; the portal ships the documents. */
  readonly regulationHref: string;
  readonly privacyPolicyHref: string;
  readonly theme: BrandTheme;
}

const NAMES: Readonly<Record<PartnerType, string>> = {
  general: 'Wizyta',
  inter: 'INTER',
  welbi: 'Welbi',
  interrisk: 'InterRisk',
  pzu: 'PZU',
  polmed: 'Polmed',
  mondial: 'Mondial Assistance',
  allianz: 'Allianz',
  april: 'APRIL',
  axa: 'AXA',
  cmp: 'CMP',
  compensa: 'Compensa',
  europ_assistance: 'Europ Assistance',
  generali: 'Generali',
  global_assistance: 'Global Assistance',
  nationale_nederlanden: 'Nationale-Nederlanden',
  signal_iduna: 'SIGNAL IDUNA',
  tuz_ubezpieczenia: 'TUZ Ubezpieczenia',
  tu_europa: 'TU Europa',
  tu_zdrowie: 'TU Zdrowie',
  warta: 'Warta',
  meedy: 'Meedy',
  luxmed: 'LUX MED',
  saltus: 'Saltus',
  multiagencja: 'Multiagencja',
  alwis: 'Alwis',
  ctu: 'CTU',
  phinance: 'Phinance',
  polisa_expert: 'Polisa Expert',
  ubezpieczenia_az: 'Ubezpieczenia A-Z',
  unilink: 'Unilink',
  zdrowybiznes: 'Zdrowy Biznes',
  rankomat: 'Rankomat',
  ubezpieczenialowe: 'Ubezpieczenia Lowe',
  iwonaszlapak: 'Iwona Szłapak',
  alwisfinanse: 'Alwis Finanse',
  przyjazneubezpieczenia: 'Przyjazne Ubezpieczenia',
  homedoctor_am: 'HomeDoctor AM',
  viennalife: 'Vienna Life',
  sandbox: 'Sandbox',
};

// Brands with a look of their own; every other brand wears its kind's family theme.
const OWN_FAMILY: Partial<Record<PartnerType, ThemeFamily>> = {
  general: 'wizyta',
  sandbox: 'wizyta',
  inter: 'inter',
  welbi: 'welbi',
  interrisk: 'interrisk',
  pzu: 'pzu',
  allianz: 'allianz',
  axa: 'axa',
  warta: 'warta',
  generali: 'generali',
  compensa: 'compensa',
  luxmed: 'luxmed',
};

const brokers: ReadonlySet<PartnerType> = new Set(BROKER_TYPES);
const assistance: ReadonlySet<PartnerType> = new Set(ASSISTANCE_TYPES);

/** The kind of partner behind a type (see {@link BrandKind} for the grey cases). */
export function brandKindOf(type: PartnerType): BrandKind {
  // The sandbox is the provider's own brand in test mode.
  if (type === 'general' || type === 'sandbox') return 'general';
  if (brokers.has(type)) return 'broker';
  if (assistance.has(type)) return 'assistance';
  return 'insurer';
}

/** The theme family a brand belongs to. */
export function themeFamilyOf(type: PartnerType): ThemeFamily {
  const own = OWN_FAMILY[type];
  if (own) return own;
  const kind = brandKindOf(type);
  return kind === 'general' ? 'wizyta' : kind;
}

/**
 * The brand of a white-label variant: title, favicon, kind, order flow, documents and theme.
 */
export function brandOf(type: PartnerType): Brand {
  const name = NAMES[type];
  const shortOrderFlow = type === 'welbi';
  return {
    type,
    name,
    title: type === 'general' ? 'Wizyta — konsultacje lekarskie online' : `Wizyta — ${name}`,
    faviconHref: `favicons/${type}.svg`,
    logoHref: `logos/${type}.svg`,
    kind: brandKindOf(type),
    shortOrderFlow,
    // WELBI's members book under their own regulation (spec §1).
    regulationHref: shortOrderFlow ? 'documents/welbi-regulamin.pdf' : 'documents/regulamin.pdf',
    privacyPolicyHref: 'documents/polityka-prywatnosci.pdf',
    theme: BRAND_THEMES[themeFamilyOf(type)],
  };
}
