// @vitest-environment node

import { brandOf } from '@wizyta/core/brands';
import { describe, expect, it } from 'vitest';
import { themeCss } from './themeCss';

describe('themeCss', () => {
  it('writes the brand theme as --wizyta-* properties on :host', () => {
    const css = themeCss(brandOf('general').theme);
    expect(css).toMatch(/^:host\{--wizyta-primary:#0b5f73;--wizyta-on-primary:#ffffff;/);
    expect(css).toContain('--wizyta-focus:');
  });

  it('never writes a value that is not a hex colour', () => {
    const theme = { ...brandOf('pzu').theme, primary: 'red;}*{display:none' };
    expect(themeCss(theme)).not.toContain('display');
    expect(themeCss(theme)).not.toContain('--wizyta-primary');
  });
});
