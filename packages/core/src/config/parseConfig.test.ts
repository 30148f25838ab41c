import { describe, expect, it } from 'vitest';
import { ConfigError } from './ConfigError';
import { parseConfig } from './parseConfig';

const valid = {
  apiUrl: 'http://localhost:8080/patient-portal/api/',
  authUrl: 'http://localhost:8080/auth',
  siteUrl: 'https://wizyta.pl',
  type: 'general',
  keycloak: { url: 'http://localhost:8080/auth', realm: 'wizyta', clientId: 'portal' },
};

function issuesOf(json: unknown): { path: string; message: string }[] {
  try {
    parseConfig(json);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).issues];
  }
  throw new Error('expected a ConfigError');
}

function pathsOf(json: unknown): string[] {
  return issuesOf(json).map((issue) => issue.path);
}

describe('parseConfig', () => {
  it('accepts a minimal config and fills the defaults', () => {
    expect(parseConfig(valid)).toEqual({
      ...valid,
      mock: false,
      maintenance: false,
      allowedIframeDataSources: [],
      embeddedContentOrigins: [],
    });
  });

  it('keeps every optional field', () => {
    const full = {
      ...valid,
      captchaSiteKey: 'site-key',
      thankYouPage: 'https://wizyta.pl/dziekujemy',
      mock: true,
      mode: 'dev',
      maintenance: true,
      allowedIframeDataSources: ['https://app.insurer.pl', 'http://localhost:8081'],
      embeddedContentOrigins: ['https://wideo.vendor.pl'],
      analyticsId: 'G-123',
      contactPhone: '+48 22 100 20 30',
      contactEmail: 'pomoc@wizyta.pl',
      nfzDeclarationUrl: 'https://pacjent.gov.pl/deklaracje',
      invoiceSeller: {
        name: 'Wizyta Sp. z o.o.',
        address: 'ul. Prosta 1, 00-001 Warszawa',
        nip: '5260250274',
      },
    };
    expect(parseConfig(full)).toEqual(full);
  });

  it.each([
    ['contactPhone', 'zadzwoń'],
    ['contactPhone', 'tel:221002030'],
    ['contactEmail', 'pomoc'],
    ['nfzDeclarationUrl', 'javascript:alert(1)'],
    ['nfzDeclarationUrl', 'http://ikp.example/deklaracja'],
  ])('refuses %s %s', (field, value) => {
    expect(pathsOf({ ...valid, [field]: value })).toEqual([field]);
  });

  it.each([
    [{ name: 'Wizyta Sp. z o.o.', address: 'ul. Prosta 1', nip: '526-025-02-74' }, 'invoiceSeller.nip'],
    [{ name: 'Wizyta Sp. z o.o.', address: 'ul. Prosta 1', nip: '5260250275' }, 'invoiceSeller.nip'],
    [{ name: '', address: 'ul. Prosta 1', nip: '5260250274' }, 'invoiceSeller.name'],
    [{ name: 'Wizyta Sp. z o.o.', nip: '5260250274' }, 'invoiceSeller.address'],
  ])('refuses the invoice seller %j at %s', (invoiceSeller, path) => {
    expect(pathsOf({ ...valid, invoiceSeller })).toEqual([path]);
  });

  it('drops unknown keys instead of failing', () => {
    expect(parseConfig({ ...valid, futureFlag: 1 })).not.toHaveProperty('futureFlag');
  });

  it.each(['PZU', 'Pzu', 'pzu'])('normalises type %s to lower case', (type) => {
    expect(parseConfig({ ...valid, type }).type).toBe('pzu');
  });

  it('rejects an unknown type, listing the known ones', () => {
    const [issue] = issuesOf({ ...valid, type: 'acme' });
    expect(issue?.path).toBe('type');
    expect(issue?.message).toMatch(/unknown type "acme".*general, inter/);
  });

  it('rejects something that is not an object', () => {
    expect(pathsOf(null)).toEqual(['']);
    expect(pathsOf([valid])).toEqual(['']);
    expect(() => parseConfig('x')).toThrow(/must be a JSON object/);
  });

  it('names every missing required field at once, in the message too', () => {
    expect(pathsOf({})).toEqual(['apiUrl', 'authUrl', 'siteUrl', 'type', 'keycloak']);
    expect(() => parseConfig({})).toThrow(/apiUrl: required; authUrl: required; siteUrl: required/);
  });

  it.each(['apiUrl', 'authUrl', 'siteUrl'])('rejects a %s that is not an absolute http(s) URL', (field) => {
    expect(issuesOf({ ...valid, [field]: '/relative' })).toEqual([
      { path: field, message: 'must be an absolute http(s) URL' },
    ]);
    expect(pathsOf({ ...valid, [field]: 'ftp://example.pl' })).toEqual([field]);
    expect(pathsOf({ ...valid, [field]: 42 })).toEqual([field]);
  });

  it('names each bad keycloak field by its dotted path', () => {
    expect(pathsOf({ ...valid, keycloak: { url: 'nope', realm: '', clientId: 3 } })).toEqual([
      'keycloak.url',
      'keycloak.realm',
      'keycloak.clientId',
    ]);
    expect(issuesOf({ ...valid, keycloak: 'x' })).toEqual([
      { path: 'keycloak', message: 'must be an object { url, realm, clientId }' },
    ]);
  });

  it.each(['mock', 'maintenance'])('rejects a %s flag that is not a boolean', (field) => {
    expect(issuesOf({ ...valid, [field]: 'yes' })).toEqual([
      { path: field, message: 'must be true or false' },
    ]);
  });

  it.each(['captchaSiteKey', 'thankYouPage', 'mode', 'analyticsId'])('rejects a non-string %s', (field) => {
    expect(pathsOf({ ...valid, [field]: 1 })).toEqual([field]);
  });

  it('rejects a trust list that is not an array', () => {
    expect(pathsOf({ ...valid, allowedIframeDataSources: 'https://app.insurer.pl' })).toEqual([
      'allowedIframeDataSources',
    ]);
  });

  it.each([
    ['a path', 'https://app.insurer.pl/portal', /not an exact origin/],
    ['a trailing slash', 'https://app.insurer.pl/', /did you mean https:\/\/app.insurer.pl\?/],
    ['a query', 'https://app.insurer.pl?x=1', /not an exact origin/],
    ['a fragment', 'https://app.insurer.pl#x', /not an exact origin/],
    ['credentials', 'https://user@app.insurer.pl', /not an exact origin/],
    ['the default port', 'https://app.insurer.pl:443', /not an exact origin/],
    ['upper case', 'https://App.Insurer.pl', /not an exact origin/],
    ['a wildcard', 'https://*.insurer.pl', /wildcards are not allowed/],
    ['a bare wildcard', '*', /wildcards are not allowed/],
    ['null', 'null', /not an origin/],
    ['a host without scheme', 'app.insurer.pl', /not an origin/],
    ['a non-http scheme', 'ftp://app.insurer.pl', /only http and https/],
    ['a javascript: URL', 'javascript:alert(1)', /only http and https/],
    ['plain http off the loopback', 'http://app.insurer.pl', /http is allowed only for the loopback/],
    ['plain http on a look-alike host', 'http://127.0.0.1.evil.pl', /http is allowed only for the loopback/],
  ])('rejects a trust-list entry with %s', (_, entry, message) => {
    const issues = issuesOf({ ...valid, allowedIframeDataSources: ['https://ok.pl', entry] });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toBe('allowedIframeDataSources.1');
    expect(issues[0]?.message).toMatch(message);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://wizyta.pl/dziekujemy',
    'https://user:pass@wizyta.pl/',
    '/relative',
  ])('refuses the thank-you page %s (https, or http on localhost, only)', (thankYouPage) => {
    expect(pathsOf({ ...valid, thankYouPage })).toEqual(['thankYouPage']);
  });

  it('keeps the embedded-content list apart from the trust list, with the same origin rules', () => {
    const issues = issuesOf({ ...valid, embeddedContentOrigins: ['https://wideo.pl/room'] });
    expect(issues[0]?.path).toBe('embeddedContentOrigins.0');
  });

  it('accepts origins with an explicit non-default port', () => {
    const config = parseConfig({ ...valid, allowedIframeDataSources: ['http://127.0.0.1:8081'] });
    expect(config.allowedIframeDataSources).toEqual(['http://127.0.0.1:8081']);
  });

  it('reports every bad field of a badly broken config together', () => {
    const paths = pathsOf({
      ...valid,
      apiUrl: 'x',
      type: 'ACME',
      mock: 1,
      keycloak: { url: 'http://kc', realm: 'r' },
      allowedIframeDataSources: ['https://a.pl/', 'null'],
    });
    expect(paths).toEqual([
      'apiUrl',
      'type',
      'keycloak.clientId',
      'mock',
      'allowedIframeDataSources.0',
      'allowedIframeDataSources.1',
    ]);
  });
});
