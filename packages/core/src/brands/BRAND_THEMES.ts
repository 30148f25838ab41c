/**
 * Design tokens of one brand, as `#rrggbb` colours. The portal turns each into a CSS custom
 * property `--wizyta-<token>` (for example `--wizyta-on-primary`).
 *
 * Text/background pairs: `onPrimary` on `primary`, `onAccent` on `accent`, `onSurface` on
 * `surface`; `primary` is also used for links on `surface` and `focus` is the focus ring drawn on
 * `surface`. Every pair reaches WCAG AA 4.5:1 (checked in BRAND_THEMES.test.ts).
 */
export interface BrandTheme {
  readonly primary: string;
  readonly onPrimary: string;
  readonly accent: string;
  readonly onAccent: string;
  readonly surface: string;
  readonly onSurface: string;
  readonly focus: string;
}

/**
 * Brand families: the large partners get their own look, the rest share one per kind of partner.
 * The colours are approximations of each brand's identity, not official brand books.
 */
export const THEME_FAMILIES = [
  'wizyta',
  'inter',
  'welbi',
  'interrisk',
  'pzu',
  'allianz',
  'axa',
  'warta',
  'generali',
  'compensa',
  'luxmed',
  'insurer',
  'assistance',
  'broker',
] as const;

/** A family of brands sharing one theme. */
export type ThemeFamily = (typeof THEME_FAMILIES)[number];

function theme(
  primary: string,
  accent: string,
  onAccent: string,
  onSurface: string,
  surface = '#ffffff',
): BrandTheme {
  return { primary, onPrimary: '#ffffff', accent, onAccent, surface, onSurface, focus: primary };
}

/** The theme of each brand family. */
export const BRAND_THEMES: Readonly<Record<ThemeFamily, BrandTheme>> = {
  wizyta: theme('#0b5f73', '#f2b233', '#1f2933', '#1f2933'),
  inter: theme('#a3122a', '#ffd166', '#2b1a1d', '#2b1a1d', '#fffafa'),
  welbi: theme('#5b2a86', '#7ee0c3', '#1d1430', '#1d1430', '#fcfaff'),
  interrisk: theme('#00558c', '#ffcc00', '#10202e', '#10202e'),
  pzu: theme('#003c7d', '#ffd200', '#0d1b2e', '#0d1b2e'),
  allianz: theme('#003781', '#7fd3e8', '#0a1a33', '#0a1a33'),
  axa: theme('#00008f', '#ff6b5b', '#1a1a2e', '#1a1a2e'),
  warta: theme('#1d6b2f', '#c8102e', '#ffffff', '#15241a'),
  generali: theme('#b3171f', '#f5c6a5', '#2e1214', '#2e1214'),
  compensa: theme('#005a9c', '#ff9e1b', '#1a1a1a', '#1a1a1a'),
  luxmed: theme('#00704a', '#b7d433', '#13241c', '#13241c'),
  insurer: theme('#2f4858', '#86bbd8', '#14232c', '#14232c'),
  assistance: { ...theme('#b93c0b', '#fde68a', '#2b1a0e', '#2b1a0e'), focus: '#9a3412' },
  broker: theme('#4338ca', '#a5f3fc', '#1e1b4b', '#1e1b4b'),
};
