import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Account, type AccountPhone, SEEDED_ACCOUNTS, SEEDED_SMS_CODE } from '../accounts';
import { type Clock, createClock } from '../createClock';
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
const DAY_MS = 24 * 60 * 60_000;

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

/** Whole seconds of a 429's `Retry-After`, 0 when `attempt` passed. */
function retryAfterOf(attempt: () => unknown): number {
  try {
    attempt();
    return 0;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return Number(error.headers?.['Retry-After']);
    throw error;
  }
}

/**
 * A simulated day on a fake clock. A stranger on one network asks for a code for the owner's phone
 * at every moment it is allowed (the moment its last `Retry-After` names, and at each of the
 * owner's moments too) and tries a wrong code each time from its own address and from a fresh
 * one; the owner, from another address, asks for a code at each of `moments` (minutes of the day)
 * and signs in with it `delaysS` seconds later. Answers what each saw.
 */
function strangerAndOwnerDay(
  store: ReturnType<typeof createSmsCodeStore>,
  clock: Clock,
  plan: { moments: number[]; delaysS: number[]; strangerAddress: (attempt: number) => string },
): { ownerSends: number[]; ownerSignIns: string[]; strangerSends: number } {
  const phone = registered.phone;
  const start = clock.now().getTime();
  const owner = plan.moments.flatMap((minute, i) => [
    { at: start + minute * 60_000, act: 'send' as const },
    { at: start + minute * 60_000 + (plan.delaysS[i] ?? 0) * 1000, act: 'sign in' as const },
  ]);
  const seen = { ownerSends: [] as number[], ownerSignIns: [] as string[], strangerSends: 0 };
  let ownerCode = '';
  let strangerNext = start;
  let attempt = 0;
  const stranger = () => {
    const address = plan.strangerAddress(attempt);
    attempt += 1;
    // The strongest stranger solves every captcha it is asked for.
    const wait = retryAfterOf(() => store.send(phone, address, registered, false, true));
    if (wait === 0) seen.strangerSends += 1;
    strangerNext = wait === 0 ? clock.now().getTime() : clock.now().getTime() + wait * 1000;
    outcome(() => store.verify(phone, address, wrongFor(ownerCode), registered));
    outcome(() => store.verify(phone, `203.0.113.${attempt % 250}`, wrongFor(ownerCode), registered));
  };
  while (clock.now().getTime() < start + DAY_MS) {
    const event = owner[0];
    if (event && event.at <= strangerNext) {
      owner.shift();
      clock.set(new Date(event.at));
      if (event.act === 'send')
        seen.ownerSends.push(
          retryAfterOf(() => {
            // Asked for a captcha (4108) past the phone's day's codes, the owner solves it.
            const stepUp = store.needsCaptcha(phone);
            ownerCode = store.send(phone, OWNER, registered, false, stepUp) ?? '';
          }),
        );
      else seen.ownerSignIns.push(outcome(() => store.verify(phone, OWNER, ownerCode, registered)));
      // Right after each of the owner's steps, the stranger tries too.
      stranger();
      continue;
    }
    // The next allowed moment, at least a second on (a code asked for every second at most).
    clock.set(new Date(Math.max(strangerNext, clock.now().getTime() + 1000)));
    stranger();
  }
  return seen;
}

describe('createSmsCodeStore', () => {
  it("replaces a registered account's earlier code with the new one", () => {
    const store = createSmsCodeStore(createClock(), limits);
    const send = () => store.send(registered.phone, OWNER, registered, false) ?? '';
    let first = send();
    let second = send();
    // Random codes may repeat; send again until they differ (within the free sends).
    if (first === second) {
      first = second;
      second = send();
    }
    expect(second).not.toBe(first);
    const verify = (code: string) => outcome(() => store.verify(registered.phone, OWNER, code, registered));
    expect(verify(first)).toMatch(/^400\/4105/);
    expect(verify(second)).toBe('ok');
    expect(verify(second)).toMatch(/^400\/4105/);
  });

  it("lets a seeded account's fixed code through once per send, so two sign-ins in flight both get in", () => {
    const store = createSmsCodeStore(createClock(), limits);
    store.send(seeded.phone, OWNER, seeded, true);
    store.send(seeded.phone, OWNER, seeded, true);
    const verify = () => outcome(() => store.verify(seeded.phone, OWNER, SEEDED_SMS_CODE, seeded));
    expect([verify(), verify(), verify()]).toEqual(['ok', 'ok', expect.stringMatching(/^400\/4105/)]);
  });

  it('gives a seeded account a random code like any other without the development shortcuts', () => {
    const store = createSmsCodeStore(createClock(), limits);
    const codes = [1, 2, 3].map(() => store.send(seeded.phone, OWNER, seeded, false));
    // One in a million draws the fixed code; three in a row never.
    expect(codes.filter((code) => code === SEEDED_SMS_CODE).length).toBeLessThan(3);
    expect(outcome(() => store.verify(seeded.phone, OWNER, codes.at(-1) ?? '', seeded))).toBe('ok');
  });

  it('bounds the seeded sends kept, and lets them expire together', () => {
    const clock = createClock();
    const many = { ...limits.smsPerPhoneAndAddress, free: 100 };
    const store = createSmsCodeStore(clock, {
      ...limits,
      smsPerPhoneAndAddress: many,
      smsPerAddress: many,
      smsCaptchaAfterPerPhone: 100,
    });
    const verify = () => outcome(() => store.verify(seeded.phone, OWNER, SEEDED_SMS_CODE, seeded));
    const send = () => store.send(seeded.phone, OWNER, seeded, true);
    for (let i = 0; i < SMS_LIMITS.maxSeededSends + 3; i += 1) send();
    for (let i = 0; i < SMS_LIMITS.maxSeededSends; i += 1) expect(verify()).toBe('ok');
    expect(verify()).toMatch(/^400\/4105/);
    send();
    send();
    clock.advance(SMS_LIMITS.codeTtlMs + 1);
    expect(verify()).toMatch(/^400\/4105/);
    // An expired entry counts nothing: the next send lets exactly one sign-in through.
    send();
    expect(verify()).toBe('ok');
    expect(verify()).toMatch(/^400\/4105/);
  });

  it('answers a stranger’s phone exactly as a patient’s: wrong code after wrong code, send after send', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, limits);
    const answers = (phone: AccountPhone, account: Account | undefined) => [
      ...Array.from({ length: limits.smsPerPhoneAndAddress.free + 2 }, () =>
        outcome(() => store.send(phone, 'a', account, false)),
      ),
      ...Array.from({ length: 7 }, () => outcome(() => store.verify(phone, 'a', '000000', account))),
    ];
    const forPatient = answers(registered.phone, registered);
    expect(answers(stranger, undefined)).toEqual(forPatient);
    expect(forPatient).toEqual([
      ...Array(limits.smsPerPhoneAndAddress.free).fill('ok'),
      expect.stringMatching(/^429\/4102 /),
      expect.stringMatching(/^429\/4102 /),
      ...Array(limits.wrongCodesPerPhoneAndAddress - 1).fill(expect.stringMatching(/^400\/4105 /)),
      ...Array(8 - limits.wrongCodesPerPhoneAndAddress).fill(expect.stringMatching(/^429\/4107 /)),
    ]);
  });

  it('voids a code after its wrong tries from the address that asked for it; the next one signs in', () => {
    const store = createSmsCodeStore(createClock(), limits);
    const code = store.send(registered.phone, OWNER, registered, false) ?? '';
    for (let i = 0; i < limits.triesPerCode; i += 1)
      expect(outcome(() => store.verify(registered.phone, OWNER, wrongFor(code), registered))).toMatch(
        /^400\/4105/,
      );
    expect(outcome(() => store.verify(registered.phone, OWNER, code, registered))).toMatch(/^400\/4105/);
    const next = store.send(registered.phone, OWNER, registered, false) ?? '';
    expect(outcome(() => store.verify(registered.phone, OWNER, next, registered))).toBe('ok');
  });

  it("a code signs in only from the network that asked for it: strangers' guesses from many addresses neither find it nor void it", () => {
    const store = createSmsCodeStore(createClock(), limits);
    const code = store.send(registered.phone, OWNER, registered, false) ?? '';
    // The right code itself, from an address that did not ask: refused, and it voids nothing.
    expect(outcome(() => store.verify(registered.phone, '192.0.2.1', code, registered))).toMatch(
      /^400\/4105/,
    );
    // Far past every bound: 200 wrong codes from 100 addresses.
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const answer = outcome(() =>
        store.verify(registered.phone, `203.0.113.${i % 100}`, wrongFor(code), registered),
      );
      seen.add(answer.slice(0, 8));
    }
    expect([...seen].sort()).toEqual(['400/4105']);
    expect(outcome(() => store.verify(registered.phone, OWNER, code, registered))).toBe('ok');
  });

  it("a stranger asking for the owner's phone at every allowed moment for a day never makes the owner wait, nor voids the owner's code", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 8, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 24 }), { minLength: 8, maxLength: 8 }),
        (slots, offsets, delays) => {
          const clock = createClock();
          clock.set(new Date('2026-12-07T00:00:00Z'));
          const store = createSmsCodeStore(clock, limits);
          // Half-hour slots, a few minutes into each: the owner's sign-ins never overlap.
          const moments = [...slots].sort((a, b) => a - b).map((slot, i) => slot * 30 + (offsets[i] ?? 0));
          const day = strangerAndOwnerDay(store, clock, {
            moments,
            delaysS: delays.map((tens) => tens * 10),
            // One network (an IPv6 host is keyed by its /64 before it gets here: abuse/clientAddress.ts).
            strangerAddress: () => '203.0.113.66',
          });
          expect(day.ownerSends).toEqual(moments.map(() => 0));
          expect(day.ownerSignIns).toEqual(moments.map(() => 'ok'));
          // The stranger was slowed down, not the owner: one network's growing waits, 33 codes a
          // day (34 over the simulated day, its closing moment included), captchas solved or not.
          expect(day.strangerSends).toBeGreaterThan(limits.smsPerPhoneAndAddress.free);
          expect(day.strangerSends).toBeLessThanOrEqual(34);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('slows sends down with growing waits, per phone and address and per address, and never shuts them out', () => {
    const clock = createClock();
    // Past a phone's day's codes a send steps up to a captcha (its own test): not this one's subject.
    const store = createSmsCodeStore(clock, { ...limits, smsCaptchaAfterPerPhone: 100 });
    const { free, firstWaitMs, maxWaitMs } = limits.smsPerPhoneAndAddress;
    const send = () => store.send(registered.phone, OWNER, registered, false);
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const retryAfter = retryAfterOf(send);
      waits.push(retryAfter);
      if (retryAfter === 0) continue;
      // Another address asks for the same phone meanwhile: its own first sends wait for nothing.
      expect(retryAfterOf(() => store.send(registered.phone, `10.0.0.${i}`, registered, false))).toBe(0);
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
    const perAddress = createSmsCodeStore(createClock(), limits);
    const answers = Array.from({ length: limits.smsPerAddress.free + 1 }, (_, i) =>
      outcome(() =>
        perAddress.send({ prefix: '+48', number: String(700_000_000 + i) }, 'one', undefined, false),
      ),
    );
    expect(answers.at(-1)).toMatch(/^429\/4102/);
    expect(answers.slice(0, -1).every((answer) => answer === 'ok')).toBe(true);
  });

  it("steps a phone up to a captcha past its day's codes, never locks the owner out: 12 networks × 5 sends, then the owner gets a code", () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, limits);
    const code = store.send(registered.phone, OWNER, registered, false) ?? '';
    const answers = new Set<string>();
    for (let network = 0; network < 12; network += 1)
      for (let i = 0; i < limits.smsPerPhoneAndAddress.free; i += 1)
        answers.add(
          outcome(() => store.send(registered.phone, `2001:db8:0:${network}::/64`, registered, false)).slice(
            0,
            8,
          ),
        );
    // No day-long 429: past the phone's codes a send asks for a captcha, for a stranger's phone alike.
    expect([...answers].sort()).toEqual(['400/4108', 'ok']);
    expect(outcome(() => store.send(registered.phone, OWNER, registered, false))).toMatch(/^400\/4108/);
    expect(outcome(() => store.send(stranger, OWNER, undefined, false))).toBe('ok');
    for (let i = 0; i < limits.smsCaptchaAfterPerPhone; i += 1)
      outcome(() => store.send(stranger, `s${i}`, undefined, false));
    expect(outcome(() => store.send(stranger, OWNER, undefined, false))).toMatch(/^400\/4108/);
    // The code sent earlier still signs in; with a solution, the owner gets a new one at once.
    expect(outcome(() => store.verify(registered.phone, OWNER, code, registered))).toBe('ok');
    const next = store.send(registered.phone, OWNER, registered, false, true) ?? '';
    expect(outcome(() => store.verify(registered.phone, OWNER, next, registered))).toBe('ok');
    // The step up ends a day after the codes that caused it.
    clock.advance(DAY_MS);
    expect(outcome(() => store.send(registered.phone, OWNER, registered, false))).toBe('ok');
  });

  it("bounds the SMS bill by the provider's day's budget: only codes texted count, once spent every phone is refused alike, and the log says so once", () => {
    const clock = createClock();
    const lines: string[] = [];
    const store = createSmsCodeStore(
      clock,
      { ...limits, smsPerDay: 20 },
      { log: (line) => lines.push(line) },
    );
    const phoneOf = (i: number) => ({ prefix: '+48', number: String(700_000_000 + i) });
    // Phones nobody has cost nothing: a flood of them spends no budget.
    for (let i = 0; i < 40; i += 1)
      expect(outcome(() => store.send(phoneOf(i), `n${i}`, undefined, false))).toBe('ok');
    for (let i = 0; i < 20; i += 1) {
      const patient = { ...registered, sub: `patient-${i}`, phone: phoneOf(100 + i) };
      expect(outcome(() => store.send(patient.phone, `a${i}`, patient, false))).toBe('ok');
    }
    // Until the hour of the first code texted leaves the day (hourly buckets).
    const wait = retryAfterOf(() => store.send(registered.phone, OWNER, registered, false));
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(DAY_MS / 1000);
    expect(retryAfterOf(() => store.send(stranger, OWNER, undefined, false))).toBe(wait);
    expect(lines.filter((line) => line.includes('budżet'))).toHaveLength(1);
    clock.advance(DAY_MS);
    expect(outcome(() => store.send(registered.phone, OWNER, registered, false))).toBe('ok');
  });

  it('keeps guessing bounded: a day of the strongest attack from one network gets under a hundred chances in 10⁶; from many, 30 without captchas, and each further code costs a solution', () => {
    const day = (networks: number, solves: boolean) => {
      const clock = createClock();
      const store = createSmsCodeStore(clock, limits);
      const next = Array<number>(networks).fill(0);
      let issued = 0;
      // Each network asks for a code whenever allowed and guesses at it until it is void.
      for (let now = 0; now < DAY_MS; now = Math.min(...next)) {
        clock.set(new Date(now));
        const n = next.indexOf(now);
        const answer = outcome(() => store.send(registered.phone, `bot-${n}`, registered, false, solves));
        const wait = answer.startsWith('429')
          ? retryAfterOf(() => store.send(registered.phone, `bot-${n}`, registered, false, solves))
          : 0;
        next[n] = answer.startsWith('400/4108') ? DAY_MS : now + Math.max(wait * 1000, 1000);
        if (answer !== 'ok') continue;
        issued += 1;
        for (let i = 0; i <= limits.triesPerCode; i += 1)
          outcome(() => store.verify(registered.phone, `bot-${n}`, '000000', registered));
      }
      return issued;
    };
    // A code takes `triesPerCode` tries at most: the chances are the codes sent times that.
    const one = day(1, true);
    expect(one).toBe(33);
    expect(one * limits.triesPerCode).toBeLessThan(100);
    expect(day(6, false)).toBe(limits.smsCaptchaAfterPerPhone);
    // Solving captchas, each network adds its own 33 a day at most (one proof of work per code past 10).
    expect(day(6, true)).toBeLessThanOrEqual(6 * 33);
  });

  it('never lets a code sent for one account sign in another that later has the number', () => {
    const store = createSmsCodeStore(createClock(), limits);
    const code = store.send(registered.phone, OWNER, registered, false) ?? '';
    const newOwner = { ...registered, sub: 'someone-else' };
    expect(outcome(() => store.verify(registered.phone, OWNER, code, newOwner))).toMatch(/^400\/4105/);
  });

  it('full of live codes, never refuses a new owner: the oldest codes make room, the new one signs in', () => {
    const clock = createClock();
    const store = createSmsCodeStore(clock, limits, { maxPending: 50 });
    for (let i = 1; i <= 50; i += 1)
      store.send({ prefix: '+48', number: String(700_000_000 + i) }, `a${i}`, undefined, false);
    clock.advance(60_000);
    for (let i = 0; i < 500; i += 1)
      store.send({ prefix: '+48', number: String(800_000_000 + i) }, `flooder-${i}`, undefined, false);
    expect(store.size()).toBeLessThanOrEqual(50);
    const code = store.send(registered.phone, OWNER, registered, false) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(outcome(() => store.verify(registered.phone, OWNER, code, registered))).toBe('ok');
  });
});
