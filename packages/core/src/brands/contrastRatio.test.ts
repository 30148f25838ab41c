import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrastRatio';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5f73', '#0b5f73')).toBe(1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#767676'), 10);
  });

  it('matches the known AA boundary of #767676 on white (4.54)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours that are not #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow(/#rrggbb/);
    expect(() => relativeLuminance('#fff')).toThrow(/#rrggbb/);
  });
});
