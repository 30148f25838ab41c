import type { BrandTheme } from '@wizyta/core/brands';

const TOKENS: ReadonlyArray<readonly [keyof BrandTheme, string]> = [
  ['primary', '--wizyta-primary'],
  ['onPrimary', '--wizyta-on-primary'],
  ['accent', '--wizyta-accent'],
  ['onAccent', '--wizyta-on-accent'],
  ['surface', '--wizyta-surface'],
  ['onSurface', '--wizyta-on-surface'],
  ['focus', '--wizyta-focus'],
];

const COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * The brand theme as a `:host` rule of `--wizyta-*` custom properties, for the adopted sheet.
 * Only `#hex` colours are written, so a theme value can never smuggle CSS into the rule.
 */
export function themeCss(theme: BrandTheme): string {
  const declarations = TOKENS.filter(([key]) => COLOUR.test(theme[key])).map(
    ([key, property]) => `${property}:${theme[key]};`,
  );
  return `:host{${declarations.join('')}}\n`;
}

/**
 * A partner's own `--wizyta-*` values (computed on its page and sent into the flow frame, already
 * checked by `safeTheme`) as a `:host` rule written after the brand's, so the partner's win, as
 * its rule on the element does on its own page.
 */
export function partnerThemeCss(theme: Readonly<Record<string, string>>): string {
  const declarations = Object.entries(theme).map(([property, value]) => `${property}:${value};`);
  return declarations.length > 0 ? `:host{${declarations.join('')}}\n` : '';
}

/**
 * The dark palette (`theme="dark"`, or `auto` when the reader prefers dark): every colour token,
 * so a brand's light colours never meet a dark surface, chosen for WCAG AA on it (text ≥ 4.5:1,
 * borders and focus ≥ 3:1; checked by axe in e2e/widget-theme.spec.ts). `color-scheme` darkens
 * the native controls (date, select, checkboxes) too.
 */
const DARK =
  'color-scheme:dark;--wizyta-primary:#7cc4d6;--wizyta-on-primary:#0b1f26;--wizyta-accent:#f2b233;' +
  '--wizyta-on-accent:#1f2933;--wizyta-surface:#121a21;--wizyta-on-surface:#e6edf3;--wizyta-focus:#9ad7e6;' +
  '--wizyta-error:#ff8a80;--wizyta-muted:#a9b6c2;--wizyta-border:#8a99a6;';

/**
 * The `theme` attribute as CSS for `selector`: the dark palette for `dark`, the same inside
 * `@media (prefers-color-scheme: dark)` for `auto`, nothing for `light` or anything else. Written
 * after the brand's rule and before the partner's own values, which still win.
 */
export function colourSchemeCss(theme: string | undefined, selector = ':host'): string {
  const value = theme?.trim();
  const rule = `${selector}{${DARK}}`;
  return value === 'dark' ? rule : value === 'auto' ? `@media(prefers-color-scheme:dark){${rule}}` : '';
}
