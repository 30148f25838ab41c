import { describe, expect, it } from 'vitest';
import type { TrustedOrigins } from '../http/TrustedOrigins';
import { flowFramePaths } from '../widget/flowFramePaths';
import { isAllowedRedirectUri, registeredRedirectUris } from './isAllowedRedirectUri';

const origins: TrustedOrigins = {
  publicOrigin: 'http://localhost:8080',
  partnerOrigin: 'http://127.0.0.1:8081',
  forBrand: () => ['http://127.0.0.1:8081'],
  embeddedFor: () => ['http://127.0.0.1:8081'],
  all: ['http://127.0.0.1:8081'],
  embedded: ['http://127.0.0.1:8081'],
};
// The client of the /b/welbi/ deployment.
const registered = registeredRedirectUris(origins, '/b/welbi/');

describe('isAllowedRedirectUri (exact list)', () => {
  it.each([
    'http://localhost:8080/b/welbi/',
    'http://localhost:8080/b/welbi/silent-check-sso.html',
    'http://localhost:8080/widget/flow.html',
  ])('allows %s', (uri) => {
    expect(isAllowedRedirectUri(uri, registered)).toBe(true);
  });

  it.each([
    // A partner page: a script there could redeem a prompt=none code with its own PKCE verifier.
    'http://127.0.0.1:8081/partner-site/',
    'http://127.0.0.1:8081/partner-site/welbi.html',
    // A path nobody registered on a trusted partner origin (an open redirect there).
    'http://127.0.0.1:8081/partner-site/open-redirect?to=https://evil.example/',
    'http://127.0.0.1:8081/',
    'http://127.0.0.1:8081/partner-site/?x=1',
    'http://127.0.0.1:8081/partner-site',
    'http://localhost:8080/visit/12?showAddDocuments=true',
    'http://localhost:8080/widget/flow.html?type=pzu',
    'http://localhost:8080/widget/frame.html',
    'http://localhost:8080/b/pzu/',
    // Another deployment's portal: each brand's client has its own list.
    'http://localhost:8080/',
    'http://localhost:8080/silent-check-sso.html',
    'http://localhost:8080/#state',
    'http://LOCALHOST:8080/',
    'http://localhost:8080//evil.example/',
    'http://user:pass@localhost:8080/',
    'http://localhost:8080/auth/realms/wizyta/account',
    'http://localhost:8080/patient-portal/api/echo',
    'http://evil.example/',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (uri) => {
    expect(isAllowedRedirectUri(uri, registered)).toBe(false);
  });
});

describe('registeredRedirectUris', () => {
  it('lists the deployment’s base with its silent-check-sso page and the flow frame, nothing else', () => {
    expect(registered).toEqual([
      'http://localhost:8080/b/welbi/',
      'http://localhost:8080/b/welbi/silent-check-sso.html',
      ...flowFramePaths().map((path) => `http://localhost:8080${path}`),
    ]);
    expect(registered.some((uri) => uri.includes('*'))).toBe(false);
  });

  it('takes extra pages of the provider’s origin and refuses any other origin', () => {
    expect(registeredRedirectUris(origins, '/', ['http://localhost:8080/test/'])).toContain(
      'http://localhost:8080/test/',
    );
    for (const foreign of [
      'http://127.0.0.1:8081/partner-site/',
      'http://localhost:8081/',
      'https://localhost:8080/',
      'http://localhost.evil.example:8080/',
    ])
      expect(() => registeredRedirectUris(origins, '/', [foreign]), foreign).toThrow(/provider's origin/);
  });
});
