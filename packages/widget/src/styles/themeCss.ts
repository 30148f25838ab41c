import type { BrandTheme } from '../core';

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
