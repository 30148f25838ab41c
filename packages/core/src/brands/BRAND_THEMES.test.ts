import { describe, expect, it } from 'vitest';
import { BRAND_THEMES, THEME_FAMILIES } from './BRAND_THEMES';
import { brandOf } from './brandOf';
import { contrastRatio } from './contrastRatio';
import { PARTNER_TYPES } from './PARTNER_TYPES';

const AA_TEXT = 4.5;

describe('brand themes', () => {
  it.each(PARTNER_TYPES)('%s reaches WCAG AA on every text/background pair', (type) => {
    const { theme } = brandOf(type);
    const pairs = {
      'onPrimary/primary': [theme.onPrimary, theme.primary],
      'onAccent/accent': [theme.onAccent, theme.accent],
      'onSurface/surface': [theme.onSurface, theme.surface],
      'primary link/surface': [theme.primary, theme.surface],
      'focus ring/surface': [theme.focus, theme.surface],
    } as const;
    for (const [pair, [fg, bg]] of Object.entries(pairs)) {
      expect(contrastRatio(fg, bg), `${type} ${pair}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('uses only #rrggbb colours', () => {
    for (const theme of Object.values(BRAND_THEMES)) {
      for (const colour of Object.values(theme)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives each family a distinct primary colour', () => {
    const primaries = THEME_FAMILIES.map((family) => BRAND_THEMES[family].primary);
    expect(new Set(primaries).size).toBe(THEME_FAMILIES.length);
  });
});
