import { describe, expect, it } from 'vitest';
import { WIDGET_BASE_URL, WIDGET_MAJOR, widgetLoaderUrl } from './widgetLoaderUrl';

describe('widgetLoaderUrl', () => {
  it("defaults to the provider's moving URL of the widget major this package was built for", () => {
    expect(WIDGET_MAJOR).toMatch(/^\d+$/);
    expect(widgetLoaderUrl({})).toBe(`${WIDGET_BASE_URL}v${WIDGET_MAJOR}/wizyta-loader.js`);
  });

  it('pins a release or follows a major when asked', () => {
    expect(widgetLoaderUrl({ version: '1.4.2' })).toBe(`${WIDGET_BASE_URL}1.4.2/wizyta-loader.js`);
    expect(widgetLoaderUrl({ version: '2.0.0-rc.1' })).toBe(`${WIDGET_BASE_URL}2.0.0-rc.1/wizyta-loader.js`);
    expect(widgetLoaderUrl({ version: 'v3' })).toBe(`${WIDGET_BASE_URL}v3/wizyta-loader.js`);
  });

  it('takes an absolute http(s) src as it is', () => {
    const src = 'http://localhost:8080/widget/wizyta-loader.js';
    expect(widgetLoaderUrl({ src })).toBe(src);
  });

  it('refuses what could load something else: a version that is a path, a script URL, both options', () => {
    expect(() => widgetLoaderUrl({ version: '../evil' })).toThrow(TypeError);
    expect(() => widgetLoaderUrl({ version: 'latest' })).toThrow('0.1.0 or v0');
    expect(() => widgetLoaderUrl({ src: 'javascript:alert(1)' })).toThrow('http(s)');
    expect(() => widgetLoaderUrl({ src: '/widget/wizyta-loader.js' })).toThrow(TypeError);
    expect(() => widgetLoaderUrl({ src: 'https://a.example/l.js', version: 'v1' })).toThrow('not both');
  });
});
