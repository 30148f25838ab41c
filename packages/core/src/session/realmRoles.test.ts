import { fakeJwt } from '@wizyta/testkit/session';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './decodeJwtPayload';
import { realmRoles } from './realmRoles';

describe('realmRoles and decodeJwtPayload', () => {
  it('keeps the known roles of realm_access.roles', () => {
    expect(realmRoles(decodeJwtPayload(fakeJwt(['offline_access', 'PATIENT', 'DOCTOR'])))).toEqual([
      'PATIENT',
      'DOCTOR',
    ]);
  });

  it('yields no role for missing or malformed claims', () => {
    expect(realmRoles(null)).toEqual([]);
    expect(realmRoles({})).toEqual([]);
    expect(realmRoles({ realm_access: { roles: 'PATIENT' } })).toEqual([]);
    expect(realmRoles({ realm_access: { roles: [1, 'patient'] } })).toEqual([]);
  });

  it('decodes UTF-8 claims and refuses what is not a JWT', () => {
    const payload = Buffer.from(JSON.stringify({ name: 'Zażółć' })).toString('base64url');
    expect(decodeJwtPayload(`h.${payload}.s`)).toEqual({ name: 'Zażółć' });
    expect(decodeJwtPayload('opaque')).toBeNull();
    expect(decodeJwtPayload('a.!!!.b')).toBeNull();
    expect(decodeJwtPayload(`a.${Buffer.from('[1]').toString('base64url')}.b`)).toBeNull();
  });
});
