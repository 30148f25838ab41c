import { BRAND_THEMES, brandOf } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { applyBrandHead } from './applyBrandHead';
import { themeCss } from './applyTheme';
import { readBasePath, routePathOf, routerBasename } from './readBasePath';

function docWithMeta(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'wizyta-base';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readBasePath', () => {
  it('defaults to / and accepts a brand base', () => {
    expect(readBasePath(docWithMeta(null))).toBe('/');
    expect(readBasePath(docWithMeta('/b/pzu/'))).toBe('/b/pzu/');
    expect(routerBasename('/b/pzu/')).toBe('/b/pzu');
    expect(routerBasename('/')).toBe('/');
  });

  it.each(['//evil.example/', 'https://evil.example/', '/b/../', '/b/pzu', 'javascript:alert(1)'])(
    'ignores %s',
    (content) => expect(readBasePath(docWithMeta(content))).toBe('/'),
  );

  it('finds the route path of an address under the base path', () => {
    expect(routePathOf('/make-appointment', '/')).toBe('/make-appointment');
    expect(routePathOf('/', '/')).toBe('/');
    expect(routePathOf('/b/pzu/visit/7', '/b/pzu/')).toBe('/visit/7');
    expect(routePathOf('/b/pzu/', '/b/pzu/')).toBe('/');
    expect(routePathOf('/b/pzu', '/b/pzu/')).toBe('/');
    expect(routePathOf('/b/welbi/visit/7', '/b/pzu/')).toBeNull();
  });
});

describe('brand head and theme', () => {
  it('sets the title and the favicon under the base path', () => {
    const doc = docWithMeta('/b/pzu/');
    applyBrandHead(brandOf('pzu'), '/b/pzu/', doc);
    expect(doc.title).toBe('Wizyta — PZU');
    expect(doc.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/b/pzu/favicons/pzu.svg');
  });

  it('turns the theme into --wizyta-* custom properties', () => {
    const css = themeCss(BRAND_THEMES.pzu);
    expect(css).toContain(`--wizyta-primary: ${BRAND_THEMES.pzu.primary};`);
    expect(css).toContain('--wizyta-on-primary: #ffffff;');
    expect(css).toMatch(/^:root \{/);
  });
});
