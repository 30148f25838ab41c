import { describe, expect, it } from 'vitest';
import { SEARCH_STEP_HEIGHT } from '../../contract/reservedHeightCss';
import { partnerPageCss } from './partnerPageCss';

describe('partnerPageCss (wizyta.css)', () => {
  it('reserves the search step height for the undefined inline element, narrow and wide', () => {
    const css = partnerPageCss('1.2.3');
    expect(css).toContain('1.2.3');
    expect(css).toContain(
      `wizyta-booking:not(:defined):not([hidden]):not([mode]){display:block;min-height:var(--wizyta-min-height,${SEARCH_STEP_HEIGHT.narrow})}`,
    );
    expect(css).toContain(`@media(min-width:36em)`);
    expect(css).toContain(SEARCH_STEP_HEIGHT.wide);
    // It parses as a stylesheet: one style rule and one media rule.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    expect([...sheet.cssRules].map((rule) => rule.constructor.name)).toEqual([
      'CSSStyleRule',
      'CSSMediaRule',
    ]);
  });
});
