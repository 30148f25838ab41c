import { describe, expect, it } from 'vitest';
import { ANONYMOUS_STATE, type SessionState } from '../session/SessionState';
import { sessionOrderOwner } from './sessionOrderOwner';

const owner = (patch: Partial<SessionState>) =>
  sessionOrderOwner({ getState: () => ({ ...ANONYMOUS_STATE, ...patch }), subscribe: () => () => {} });

describe('sessionOrderOwner', () => {
  it('is the patient id when signed in, null when signed out, unknown while settling', () => {
    const profile = { id: 42 } as unknown as SessionState['profile'];
    let state: SessionState = { ...ANONYMOUS_STATE, status: 'ready', authenticated: true, profile };
    const live = sessionOrderOwner({ getState: () => state, subscribe: () => () => {} });
    expect(live.current()).toBe('42');
    state = { ...ANONYMOUS_STATE, status: 'leaving' };
    expect(live.current()).toBeNull();
    state = ANONYMOUS_STATE;
    expect(live.current()).toBeNull();
    expect(owner({ status: 'starting' }).current()).toBeUndefined();
  });

  it('is unknown while nobody has signed in yet in this document: a reload drops tokens kept in memory', () => {
    expect(owner({ status: 'anonymous' }).current()).toBeUndefined();
    expect(owner({ status: 'leaving' }).current()).toBeUndefined();
  });

  it('waits for the patient after an expiry (4311), not after a logout', () => {
    const expired = owner({ status: 'anonymous', signedOutReason: 4311 });
    expect(expired.current()).toBeUndefined();
    expect(expired.awaitingSignIn?.()).toBe(true);
    expect(owner({ status: 'anonymous', signedOutReason: null }).awaitingSignIn?.()).toBe(false);
  });
});
