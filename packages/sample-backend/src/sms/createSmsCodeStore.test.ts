import { describe, expect, it } from 'vitest';
import { type Account, SEEDED_ACCOUNTS, SEEDED_SMS_CODE } from '../accounts';
import { createClock } from '../createClock';
import { ApiError } from '../http/ApiError';
import { createSmsCodeStore, SMS_LIMITS } from './createSmsCodeStore';

const [seeded] = SEEDED_ACCOUNTS as [Account];
const registered: Account = { ...seeded, sub: 'registered-at-run-time', seeded: false };

function codeOf(attempt: () => void): number | 'ok' {
  try {
    attempt();
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

describe('createSmsCodeStore', () => {
  it("replaces a registered account's earlier code with the new one", () => {
    const store = createSmsCodeStore(createClock());
    let first = store.send(registered);
    let second = store.send(registered);
    // Random codes may repeat; send again until they differ (bounded).
    for (let i = 0; i < 10 && first === second; i += 1) {
      first = second;
      second = store.send(registered);
    }
    expect(second).not.toBe(first);
    expect(codeOf(() => store.verify(registered, first))).toBe(4105);
    expect(codeOf(() => store.verify(registered, second))).toBe('ok');
    expect(codeOf(() => store.verify(registered, second))).toBe(4105);
  });

  it("lets a seeded account's fixed code through once per send, so two sign-ins in flight both get in", () => {
    const store = createSmsCodeStore(createClock());
    store.send(seeded);
    store.send(seeded);
    expect(codeOf(() => store.verify(seeded, SEEDED_SMS_CODE))).toBe('ok');
    expect(codeOf(() => store.verify(seeded, SEEDED_SMS_CODE))).toBe('ok');
    expect(codeOf(() => store.verify(seeded, SEEDED_SMS_CODE))).toBe(4105);
  });

  it('bounds the seeded sends kept, and lets them expire together', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock);
    for (let i = 0; i < SMS_LIMITS.maxSeededSends + 3; i += 1) store.send(seeded);
    for (let i = 0; i < SMS_LIMITS.maxSeededSends; i += 1) {
      expect(codeOf(() => store.verify(seeded, SEEDED_SMS_CODE))).toBe('ok');
    }
    expect(codeOf(() => store.verify(seeded, SEEDED_SMS_CODE))).toBe(4105);
    store.send(seeded);
    store.send(seeded);
    clock.advance(SMS_LIMITS.codeTtlMs + 1);
    expect(codeOf(() => store.verify(seeded, SEEDED_SMS_CODE))).toBe(4105);
    // An expired entry counts nothing: the next send lets exactly one sign-in through.
    store.send(seeded);
    expect(codeOf(() => store.verify(seeded, SEEDED_SMS_CODE))).toBe('ok');
    expect(codeOf(() => store.verify(seeded, SEEDED_SMS_CODE))).toBe(4105);
  });
});
