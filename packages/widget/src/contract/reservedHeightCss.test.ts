import { describe, expect, it } from 'vitest';
import { reservedHeightCss, SEARCH_STEP_HEIGHT } from './reservedHeightCss';

describe('reservedHeightCss', () => {
  it('reserves the search step height, narrow below 36em and wide from there, overridable', () => {
    const css = reservedHeightCss(':host');
    expect(css).toBe(
      `:host{min-height:var(--wizyta-min-height,${SEARCH_STEP_HEIGHT.narrow})}` +
        `@media(min-width:36em){:host{min-height:var(--wizyta-min-height,${SEARCH_STEP_HEIGHT.wide})}}`,
    );
  });

  it('gives the undefined element a block box', () => {
    expect(reservedHeightCss('wizyta-booking:not(:defined)', 'block')).toMatch(
      /^wizyta-booking:not\(:defined\)\{display:block;min-height:/,
    );
  });

  it('parses as CSS the browser keeps', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(reservedHeightCss('wizyta-booking:not(:defined)', 'block'));
    expect(sheet.cssRules).toHaveLength(2);
  });
});
