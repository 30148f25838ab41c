import { beforeEach, describe, expect, it } from 'vitest';
import { applyFlowQuery } from './applyFlowQuery';

const FLOW = 'https://provider.test/widget/flow.html';

function configUrlFor(query: string): string | null {
  applyFlowQuery(document, `${FLOW}?${query}`);
  return document.querySelector('wizyta-booking')?.getAttribute('config-url') ?? null;
}

describe('applyFlowQuery', () => {
  beforeEach(() => {
    document.body.replaceChildren(document.createElement('wizyta-booking'));
  });

  it("takes a brand's config from its /b/<type>/ path on the provider", () => {
    expect(configUrlFor('type=welbi')).toBe('https://provider.test/b/welbi/config.json');
  });

  it('keeps the root config for general unless the element named /b/general/ (the captcha deployment)', () => {
    expect(configUrlFor('type=general')).toBeNull();
    expect(configUrlFor('type=general&config=%2Fb%2Fgeneral%2Fconfig.json')).toBe(
      'https://provider.test/b/general/config.json',
    );
  });

  it('never takes another path or URL from the query', () => {
    expect(
      configUrlFor('type=general&config=https%3A%2F%2Fevil.test%2Fb%2Fgeneral%2Fconfig.json'),
    ).toBeNull();
    expect(configUrlFor('type=general&config=%2Fb%2Fwelbi%2Fconfig.json')).toBeNull();
    expect(configUrlFor('type=nobody&config=%2Fb%2Fnobody%2Fconfig.json')).toBeNull();
  });

  it("sets the document's language from a supported lang only", () => {
    document.documentElement.lang = 'pl';
    applyFlowQuery(document, `${FLOW}?type=general&lang=uk`);
    expect(document.documentElement.lang).toBe('uk');
    expect(document.querySelector('wizyta-booking')?.getAttribute('lang')).toBe('uk');
    applyFlowQuery(document, `${FLOW}?type=general&lang=de`);
    expect(document.documentElement.lang).toBe('uk');
    document.documentElement.removeAttribute('lang');
  });
});
