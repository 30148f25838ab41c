import { describe, expect, it } from 'vitest';
import type { TrustedOrigins } from '../http/TrustedOrigins';
import { isAllowedRedirectUri, registeredRedirectUris } from './isAllowedRedirectUri';

const origins: TrustedOrigins = {
  publicOrigin: 'http://localhost:8080',
  partnerOrigin: 'http://127.0.0.1:8081',
  forBrand: () => ['http://127.0.0.1:8081'],
  all: ['http://127.0.0.1:8081'],
  embedded: ['http://127.0.0.1:8081'],
};

describe('isAllowedRedirectUri', () => {
  it.each([
    'http://localhost:8080/',
    'http://localhost:8080/visit/12?showAddDocuments=true',
    'http://localhost:8080/b/welbi/',
    'http://localhost:8080/b/welbi/order/5/payment',
    'http://localhost:8080/b/pzu/silent-check-sso.html',
    'http://127.0.0.1:8081/partner-site/',
    'http://127.0.0.1:8081/insurer-app/index.html?x=1',
  ])('allows %s', (uri) => {
    expect(isAllowedRedirectUri(uri, origins)).toBe(true);
  });

  it.each([
    'http://evil.example/',
    'http://localhost:8081/',
    'http://127.0.0.1:8080/',
    'https://localhost:8080/',
    'http://localhost:8080/#state',
    'http://user:pass@localhost:8080/',
    'http://localhost:8080/auth/realms/wizyta/account',
    'http://localhost:8080/patient-portal/api/echo',
    'http://localhost:8080/visit-api/x',
    'http://localhost:8080/pay/1',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (uri) => {
    expect(isAllowedRedirectUri(uri, origins)).toBe(false);
  });
});

describe('registeredRedirectUris', () => {
  it('lists each app base with its silent-check-sso page and the partner origin', () => {
    const uris = registeredRedirectUris(origins, ['/b/welbi/']);
    expect(uris).toEqual([
      'http://localhost:8080/',
      'http://localhost:8080/silent-check-sso.html',
      'http://localhost:8080/b/welbi/',
      'http://localhost:8080/b/welbi/silent-check-sso.html',
      'http://127.0.0.1:8081/',
    ]);
    for (const uri of uris) expect(isAllowedRedirectUri(uri, origins)).toBe(true);
  });
});
