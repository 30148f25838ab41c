import { describe, expect, it } from 'vitest';
import { type Account, type AccountPhone, SEEDED_ACCOUNTS, SEEDED_SMS_CODE } from '../accounts';
import { createClock } from '../createClock';
import { ApiError } from '../http/ApiError';
import { DEFAULT_RATE_LIMITS } from '../http/RateLimits';
import { createSmsCodeStore, SMS_LIMITS } from './createSmsCodeStore';

const [seeded] = SEEDED_ACCOUNTS as [Account];
const registered: Account = {
  ...seeded,
  sub: 'registered-at-run-time',
  seeded: false,
  phone: { prefix: '+48', number: '600100100' },
};
const stranger: AccountPhone = { prefix: '+48', number: '600999999' };
const limits = DEFAULT_RATE_LIMITS;

function outcome(attempt: () => void): string {
  try {
    attempt();
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return `${error.status}/${error.code} ${error.message}`;
    throw error;
  }
}

describe('createSmsCodeStore', () => {
  it("replaces a registered account's earlier code with the new one", () => {
    const store = createSmsCodeStore(createClock(), limits);
    let first = store.send(registered.phone, registered) ?? '';
    let second = store.send(registered.phone, registered) ?? '';
    // Random codes may repeat; send again until they differ (bounded by the send window).
    for (let i = 0; i < 3 && first === second; i += 1) {
      first = second;
      second = store.send(registered.phone, registered) ?? '';
    }
    expect(second).not.toBe(first);
    const verify = (code: string) => outcome(() => store.verify(registered.phone, 'a', code, registered));
    expect(verify(first)).toMatch(/^400\/4105/);
    expect(verify(second)).toBe('ok');
    expect(verify(second)).toMatch(/^400\/4105/);
  });

  it("lets a seeded account's fixed code through once per send, so two sign-ins in flight both get in", () => {
    const store = createSmsCodeStore(createClock(), limits);
    store.send(seeded.phone, seeded);
    store.send(seeded.phone, seeded);
    const verify = () => outcome(() => store.verify(seeded.phone, 'a', SEEDED_SMS_CODE, seeded));
    expect([verify(), verify(), verify()]).toEqual(['ok', 'ok', expect.stringMatching(/^400\/4105/)]);
  });

  it('bounds the seeded sends kept, and lets them expire together', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, { ...limits, smsPerPhone: 100 });
    const verify = () => outcome(() => store.verify(seeded.phone, 'a', SEEDED_SMS_CODE, seeded));
    for (let i = 0; i < SMS_LIMITS.maxSeededSends + 3; i += 1) store.send(seeded.phone, seeded);
    for (let i = 0; i < SMS_LIMITS.maxSeededSends; i += 1) expect(verify()).toBe('ok');
    expect(verify()).toMatch(/^400\/4105/);
    store.send(seeded.phone, seeded);
    store.send(seeded.phone, seeded);
    clock.advance(SMS_LIMITS.codeTtlMs + 1);
    expect(verify()).toMatch(/^400\/4105/);
    // An expired entry counts nothing: the next send lets exactly one sign-in through.
    store.send(seeded.phone, seeded);
    expect(verify()).toBe('ok');
    expect(verify()).toMatch(/^400\/4105/);
  });

  it('answers a stranger’s phone exactly as a patient’s, wrong code after wrong code', () => {
    const store = createSmsCodeStore(createClock(), limits);
    store.send(registered.phone, registered);
    store.send(stranger, undefined);
    const answers = (phone: AccountPhone, account: Account | undefined) =>
      Array.from({ length: 7 }, () => outcome(() => store.verify(phone, 'a', '000000', account)));
    const forPatient = answers(registered.phone, registered);
    expect(answers(stranger, undefined)).toEqual(forPatient);
    expect(forPatient).toEqual([
      ...Array(limits.wrongCodesPerPhoneAndAddress - 1).fill(expect.stringMatching(/^400\/4105 /)),
      ...Array(8 - limits.wrongCodesPerPhoneAndAddress).fill(expect.stringMatching(/^429\/4107 /)),
    ]);
  });

  it('refuses wrong codes per address: the owner, on another address, still signs in', () => {
    const store = createSmsCodeStore(createClock(), limits);
    const code = store.send(registered.phone, registered) ?? '';
    for (let i = 0; i < limits.wrongCodesPerPhoneAndAddress; i += 1)
      outcome(() => store.verify(registered.phone, 'attacker', '000000', registered));
    expect(outcome(() => store.verify(registered.phone, 'attacker', code, registered))).toMatch(/^429\/4107/);
    expect(outcome(() => store.verify(registered.phone, 'owner', code, registered))).toBe('ok');
  });

  it('caps wrong codes per phone across addresses, then refuses even the right one until the window passes', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, limits);
    const code = store.send(registered.phone, registered) ?? '';
    for (let i = 0; i < limits.wrongCodesPerPhone; i += 1)
      outcome(() => store.verify(registered.phone, `bot-${i}`, '000000', registered));
    expect(outcome(() => store.verify(registered.phone, 'owner', code, registered))).toMatch(/^429\/4107/);
    clock.advance(limits.windowMs);
    const next = store.send(registered.phone, registered) ?? '';
    expect(outcome(() => store.verify(registered.phone, 'owner', next, registered))).toBe('ok');
  });

  it('refuses a new code past the send window but keeps the one sent: a patient cannot be locked out', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, limits);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < limits.smsPerPhone; i += 1) codes.push(store.send(registered.phone, registered));
    expect(codes.every((code) => code !== undefined)).toBe(true);
    expect(store.send(registered.phone, registered)).toBeUndefined();
    // The last code texted stays valid past its own 5 minutes while sends are refused.
    clock.advance(SMS_LIMITS.codeTtlMs - 1000);
    expect(store.send(registered.phone, registered)).toBeUndefined();
    clock.advance(2000);
    expect(outcome(() => store.verify(registered.phone, 'owner', codes.at(-1) ?? '', registered))).toBe('ok');
  });

  it('never lets a code sent for one account sign in another that later has the number', () => {
    const store = createSmsCodeStore(createClock(), limits);
    const code = store.send(registered.phone, registered) ?? '';
    const newOwner = { ...registered, sub: 'someone-else' };
    expect(outcome(() => store.verify(registered.phone, 'a', code, newOwner))).toMatch(/^400\/4105/);
  });
});
