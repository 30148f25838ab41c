// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseFrameSettings, safeTheme } from './FrameSettings';

describe('parseFrameSettings', () => {
  it('keeps the known attributes as strings, the theme that is safe and an http(s) page URL', () => {
    const settings = parseFrameSettings({
      type: 'wizyta:settings',
      attributes: {
        lang: 'en',
        city: 'poznan',
        configUrl: 'https://evil.test/config.json',
        mode: 'popup',
        nfz: 1,
      },
      theme: { '--wizyta-primary': '#003c7d', '--wizyta-font': '"Open Sans", serif' },
      pageUrl: 'https://partner.test/page?x=1',
    });
    expect(settings).toEqual({
      attributes: { lang: 'en', city: 'poznan' },
      theme: { '--wizyta-primary': '#003c7d', '--wizyta-font': '"Open Sans", serif' },
      pageUrl: 'https://partner.test/page?x=1',
    });
  });

  it('refuses other messages, a javascript: page URL and over-long values', () => {
    expect(parseFrameSettings({ type: 'wizyta:prefill' })).toBeNull();
    expect(parseFrameSettings('wizyta:settings')).toBeNull();
    const settings = parseFrameSettings({
      type: 'wizyta:settings',
      attributes: { partner: 'x'.repeat(257), prefill: '{}' },
      pageUrl: 'javascript:alert(1)',
    });
    expect(settings).toEqual({ attributes: { prefill: '{}' }, theme: {}, pageUrl: null });
  });
});

describe('safeTheme', () => {
  it.each([
    ['red;}:host{display:none', 'closes the rule'],
    ['url(https://evil.test/x)', 'loads a resource'],
    ['/* */red', 'hides a comment'],
    ['a\\62 c', 'escapes'],
  ])('drops %s (%s)', (value) => {
    expect(safeTheme({ '--wizyta-primary': value })).toEqual({});
  });

  it('drops names that are not --wizyta-* tokens and keeps colours and lengths', () => {
    expect(
      safeTheme({
        color: 'red',
        '--other': 'red',
        '--wizyta-radius': ' 4px ',
        '--wizyta-on-primary': 'rgb(0, 0, 0)',
      }),
    ).toEqual({
      '--wizyta-radius': '4px',
      '--wizyta-on-primary': 'rgb(0, 0, 0)',
    });
  });
});
