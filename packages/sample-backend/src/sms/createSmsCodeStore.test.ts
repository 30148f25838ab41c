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
const OWNER = '198.51.100.20';

function outcome(attempt: () => unknown): string {
  try {
    attempt();
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return `${error.status}/${error.code} ${error.message}`;
    throw error;
  }
}

/** A wrong code for `code`: never equal to it. */
function wrongFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('createSmsCodeStore', () => {
  it("replaces a registered account's earlier code with the new one", () => {
    const store = createSmsCodeStore(createClock(), limits, false);
    let first = store.send(registered.phone, OWNER, registered) ?? '';
    let second = store.send(registered.phone, OWNER, registered) ?? '';
    // Random codes may repeat; send again until they differ (within the free sends).
    if (first === second) {
      first = second;
      second = store.send(registered.phone, OWNER, registered) ?? '';
    }
    expect(second).not.toBe(first);
    const verify = (code: string) => outcome(() => store.verify(registered.phone, OWNER, code, registered));
    expect(verify(first)).toMatch(/^400\/4105/);
    expect(verify(second)).toBe('ok');
    expect(verify(second)).toMatch(/^400\/4105/);
  });

  it("lets a seeded account's fixed code through once per send, so two sign-ins in flight both get in", () => {
    const store = createSmsCodeStore(createClock(), limits, true);
    store.send(seeded.phone, OWNER, seeded);
    store.send(seeded.phone, OWNER, seeded);
    const verify = () => outcome(() => store.verify(seeded.phone, OWNER, SEEDED_SMS_CODE, seeded));
    expect([verify(), verify(), verify()]).toEqual(['ok', 'ok', expect.stringMatching(/^400\/4105/)]);
  });

  it('gives a seeded account a random code like any other without the development shortcuts', () => {
    const store = createSmsCodeStore(createClock(), limits, false);
    const codes = [1, 2, 3].map(() => store.send(seeded.phone, OWNER, seeded));
    // One in a million draws the fixed code; three in a row never.
    expect(codes.filter((code) => code === SEEDED_SMS_CODE).length).toBeLessThan(3);
    expect(outcome(() => store.verify(seeded.phone, OWNER, codes.at(-1) ?? '', seeded))).toBe('ok');
  });

  it('bounds the seeded sends kept, and lets them expire together', () => {
    const clock = createClock();
    const many = { ...limits.smsPerPhone, free: 100 };
    const store = createSmsCodeStore(clock, { ...limits, smsPerPhone: many, smsPerAddress: many }, true);
    const verify = () => outcome(() => store.verify(seeded.phone, OWNER, SEEDED_SMS_CODE, seeded));
    for (let i = 0; i < SMS_LIMITS.maxSeededSends + 3; i += 1) store.send(seeded.phone, OWNER, seeded);
    for (let i = 0; i < SMS_LIMITS.maxSeededSends; i += 1) expect(verify()).toBe('ok');
    expect(verify()).toMatch(/^400\/4105/);
    store.send(seeded.phone, OWNER, seeded);
    store.send(seeded.phone, OWNER, seeded);
    clock.advance(SMS_LIMITS.codeTtlMs + 1);
    expect(verify()).toMatch(/^400\/4105/);
    // An expired entry counts nothing: the next send lets exactly one sign-in through.
    store.send(seeded.phone, OWNER, seeded);
    expect(verify()).toBe('ok');
    expect(verify()).toMatch(/^400\/4105/);
  });

  it('answers a stranger’s phone exactly as a patient’s: wrong code after wrong code, send after send', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, limits, false);
    const answers = (phone: AccountPhone, account: Account | undefined) => [
      ...Array.from({ length: limits.smsPerPhone.free + 2 }, () =>
        outcome(() => store.send(phone, `a-${phone.number}`, account)),
      ),
      ...Array.from({ length: 7 }, () => outcome(() => store.verify(phone, 'a', '000000', account))),
    ];
    const forPatient = answers(registered.phone, registered);
    expect(answers(stranger, undefined)).toEqual(forPatient);
    expect(forPatient).toEqual([
      ...Array(limits.smsPerPhone.free).fill('ok'),
      expect.stringMatching(/^429\/4102 /),
      expect.stringMatching(/^429\/4102 /),
      ...Array(limits.wrongCodesPerPhoneAndAddress - 1).fill(expect.stringMatching(/^400\/4105 /)),
      ...Array(8 - limits.wrongCodesPerPhoneAndAddress).fill(expect.stringMatching(/^429\/4107 /)),
    ]);
  });

  it('voids a code after its wrong tries, and the owner signs in with the next one', () => {
    const store = createSmsCodeStore(createClock(), limits, false);
    const code = store.send(registered.phone, OWNER, registered) ?? '';
    for (let i = 0; i < limits.triesPerCode; i += 1)
      expect(outcome(() => store.verify(registered.phone, `bot-${i}`, wrongFor(code), registered))).toMatch(
        /^400\/4105/,
      );
    expect(outcome(() => store.verify(registered.phone, OWNER, code, registered))).toMatch(/^400\/4105/);
    const next = store.send(registered.phone, OWNER, registered) ?? '';
    expect(outcome(() => store.verify(registered.phone, OWNER, next, registered))).toBe('ok');
  });

  it('a stranger guessing from many addresses blocks nothing: the owner asks for a new code and signs in at once', () => {
    const store = createSmsCodeStore(createClock(), limits, false);
    const first = store.send(registered.phone, OWNER, registered) ?? '';
    // Far past every per-phone bound: 200 wrong codes from 100 addresses.
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const answer = outcome(() =>
        store.verify(registered.phone, `203.0.113.${i % 100}`, wrongFor(first), registered),
      );
      seen.add(answer.slice(0, 8));
    }
    expect([...seen].sort()).toEqual(['400/4105', '429/4107']);
    // Past the daily bound even the right code from an address that did not ask is refused: guessing stops.
    expect(outcome(() => store.verify(registered.phone, '192.0.2.1', first, registered))).toMatch(
      /^429\/4107/,
    );
    const code = store.send(registered.phone, OWNER, registered) ?? '';
    expect(outcome(() => store.verify(registered.phone, OWNER, code, registered))).toBe('ok');
  });

  it('the daily bound is never turned against the owner, even when the stranger asks for codes too', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, limits, false);
    const strangerAddress = '203.0.113.7';
    store.send(registered.phone, strangerAddress, registered);
    for (let i = 0; i < limits.wrongCodesPerPhonePerDay + 10; i += 1)
      outcome(() => store.verify(registered.phone, `203.0.114.${i}`, '000000', registered));
    const code = store.send(registered.phone, OWNER, registered) ?? '';
    // The stranger asks again after the owner: the newest code reaches the owner's phone.
    clock.advance(limits.smsPerPhone.firstWaitMs);
    const newest = store.send(registered.phone, strangerAddress, registered) ?? '';
    expect(outcome(() => store.verify(registered.phone, OWNER, newest, registered))).toBe('ok');
    expect(code).toMatch(/^\d{6}$/);
  });

  it('slows sends down with growing waits, per phone and per address, and never shuts them out', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, limits, false);
    const { free, firstWaitMs, maxWaitMs } = limits.smsPerPhone;
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const send = () => store.send(registered.phone, `10.0.0.${i}`, registered);
      const answer = outcome(send);
      if (answer === 'ok') {
        waits.push(0);
        continue;
      }
      expect(answer).toMatch(/^429\/4102/);
      let retryAfter = 0;
      try {
        send();
      } catch (error) {
        retryAfter = Number((error as ApiError).headers?.['Retry-After']);
      }
      waits.push(retryAfter);
      clock.advance(retryAfter * 1000);
      expect(outcome(send)).toBe('ok');
    }
    expect(waits.slice(0, free)).toEqual(Array(free).fill(0));
    expect(waits.slice(free, free + 3)).toEqual([
      firstWaitMs / 1000,
      (2 * firstWaitMs) / 1000,
      (4 * firstWaitMs) / 1000,
    ]);
    expect(Math.max(...waits)).toBe(maxWaitMs / 1000);
    // Per address: one address asking for many phones is slowed down as well.
    const perAddress = createSmsCodeStore(createClock(), limits, false);
    const answers = Array.from({ length: limits.smsPerAddress.free + 1 }, (_, i) =>
      outcome(() => perAddress.send({ prefix: '+48', number: String(700_000_000 + i) }, 'one', undefined)),
    );
    expect(answers.at(-1)).toMatch(/^429\/4102/);
    expect(answers.slice(0, -1).every((answer) => answer === 'ok')).toBe(true);
  });

  it('keeps guessing infeasible: a day of the strongest attack on one phone gets about a hundred chances in 10⁶', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, limits, false);
    let issued = 0;
    let fromElsewhere = 0;
    let fresh = 0;
    // Every 10 s for a day: ask for a code when allowed, guess from the asking address and from a fresh one.
    for (let t = 0; t < 24 * 360; t += 1) {
      if (outcome(() => store.send(registered.phone, 'bot-asker', registered)) === 'ok') issued += 1;
      outcome(() => store.verify(registered.phone, 'bot-asker', '000000', registered));
      fresh += 1;
      const answer = outcome(() => store.verify(registered.phone, `bot-${fresh}`, '000000', registered));
      if (answer.startsWith('400')) fromElsewhere += 1;
      clock.advance(10_000);
    }
    // A code takes `triesPerCode` tries at most; addresses that did not ask get the daily bound.
    expect(fromElsewhere).toBeLessThanOrEqual(limits.wrongCodesPerPhonePerDay);
    const chances = issued * limits.triesPerCode + limits.wrongCodesPerPhonePerDay;
    expect(issued).toBeLessThan(40);
    expect(chances).toBeLessThan(150);
  });

  it('never lets a code sent for one account sign in another that later has the number', () => {
    const store = createSmsCodeStore(createClock(), limits, false);
    const code = store.send(registered.phone, OWNER, registered) ?? '';
    const newOwner = { ...registered, sub: 'someone-else' };
    expect(outcome(() => store.verify(registered.phone, OWNER, code, newOwner))).toMatch(/^400\/4105/);
  });
});
