import { describe, expect, it } from 'vitest';
import { ANONYMOUS_STATE, type SessionState } from '../session/SessionState';
import { sessionOrderOwner } from './sessionOrderOwner';

const owner = (patch: Partial<SessionState>) =>
  sessionOrderOwner({ getState: () => ({ ...ANONYMOUS_STATE, ...patch }), subscribe: () => () => {} });

describe('sessionOrderOwner', () => {
  it('is the patient id when signed in, null when signed out, unknown while settling', () => {
    const profile = { id: 42 } as unknown as SessionState['profile'];
    expect(owner({ status: 'ready', authenticated: true, profile }).current()).toBe('42');
    expect(owner({ status: 'anonymous' }).current()).toBeNull();
    expect(owner({ status: 'leaving' }).current()).toBeNull();
    expect(owner({ status: 'starting' }).current()).toBeUndefined();
  });

  it('waits for the patient after an expiry (4311), not after a logout', () => {
    const expired = owner({ status: 'anonymous', signedOutReason: 4311 });
    expect(expired.current()).toBeUndefined();
    expect(expired.awaitingSignIn?.()).toBe(true);
    expect(owner({ status: 'anonymous', signedOutReason: null }).awaitingSignIn?.()).toBe(false);
  });
});
