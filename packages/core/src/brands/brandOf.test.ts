import { describe, expect, it } from 'vitest';
import { BRAND_THEMES } from './BRAND_THEMES';
import { brandOf, themeFamilyOf } from './brandOf';
import { BROKER_TYPES, PARTNER_TYPES } from './PARTNER_TYPES';

describe('brandOf', () => {
  it('gives general its own title, kind and theme', () => {
    const brand = brandOf('general');
    expect(brand.title).toBe('Wizyta — konsultacje lekarskie online');
    expect(brand.kind).toBe('general');
    expect(brand.theme).toBe(BRAND_THEMES.wizyta);
  });

  it('titles a partner brand with its name', () => {
    expect(brandOf('pzu').title).toBe('Wizyta — PZU');
    expect(brandOf('luxmed').title).toBe('Wizyta — LUX MED');
  });

  it('points the favicon at favicons/<type>.svg, relative to the base URL', () => {
    for (const type of PARTNER_TYPES) expect(brandOf(type).faviconHref).toBe(`favicons/${type}.svg`);
    for (const type of PARTNER_TYPES) expect(brandOf(type).logoHref).toBe(`logos/${type}.svg`);
  });

  it('classifies exactly the brokers of spec §1 as brokers', () => {
    const brokers = PARTNER_TYPES.filter((type) => brandOf(type).kind === 'broker');
    expect(brokers).toEqual([...BROKER_TYPES]);
  });

  it('classifies mondial, europ_assistance and global_assistance as assistance', () => {
    const assistance = PARTNER_TYPES.filter((type) => brandOf(type).kind === 'assistance');
    expect(assistance).toEqual(['mondial', 'europ_assistance', 'global_assistance']);
  });

  it('classifies the remaining partners as insurers', () => {
    expect(brandOf('inter').kind).toBe('insurer');
    expect(brandOf('welbi').kind).toBe('insurer');
    expect(brandOf('luxmed').kind).toBe('insurer');
  });

  it('gives WELBI, and only WELBI, the short order flow and its own regulation', () => {
    const welbi = brandOf('welbi');
    expect(welbi.shortOrderFlow).toBe(true);
    expect(welbi.regulationHref).toBe('documents/welbi-regulamin.pdf');
    for (const type of PARTNER_TYPES.filter((t) => t !== 'welbi')) {
      expect(brandOf(type).shortOrderFlow).toBe(false);
      expect(brandOf(type).regulationHref).toBe('documents/regulamin.pdf');
    }
  });

  it('gives every brand a non-empty name and a privacy policy', () => {
    for (const type of PARTNER_TYPES) {
      expect(brandOf(type).name).not.toBe('');
      expect(brandOf(type).privacyPolicyHref).toBe('documents/polityka-prywatnosci.pdf');
    }
  });

  it('groups brokers and plain insurers into shared families', () => {
    expect(themeFamilyOf('rankomat')).toBe('broker');
    expect(themeFamilyOf('mondial')).toBe('assistance');
    expect(themeFamilyOf('saltus')).toBe('insurer');
    expect(themeFamilyOf('pzu')).toBe('pzu');
  });
});
