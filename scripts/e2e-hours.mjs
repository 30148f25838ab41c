// `npm run test:hours`: the booking-heavy e2e specs (or the whole suite with --full) run as if it were
// 07:55, 13:00, 21:50 and 23:59 in Warsaw, and on the evening before and the morning after the next
// two changes of clocks (DST). Each hour is one Playwright run with CLOCK_AT: the sample backend's
// booking clock and every browser's clock start at that instant (e2e/test.ts), whatever the real
// hour is. Prints one line per hour and exits non-zero when any hour failed.
//
//   npm run test:hours                       every hour, the booking-heavy specs
//   npm run test:hours -- --hours 21:50,23:59  only these (Warsaw, the next such moment)
//   npm run test:hours -- --full             the whole e2e suite at every hour
//   npm run test:hours -- --no-dst           without the DST days
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { warsawMoments } from './warsawMoments.mjs';

/** The specs that book, hold, pay and read days: where an hour can matter. */
const BOOKING_SPECS = [
  'e2e/portal-order.spec.ts',
  'e2e/portal-brand-journeys.spec.ts',
  'e2e/session-closed-browser.spec.ts',
  'e2e/widget-booking.spec.ts',
  'e2e/widget-isolation.spec.ts',
  'e2e/widget-modes.spec.ts',
  'e2e/widget-several.spec.ts',
  'e2e/quality-keyboard.spec.ts',
];

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const hours = (option('--hours') ?? '07:55,13:00,21:50,23:59').split(',').filter(Boolean);
const moments = warsawMoments(new Date(), hours, { dst: !args.includes('--no-dst') });
const specs = args.includes('--full') ? [] : BOOKING_SPECS;
const root = fileURLToPath(new URL('..', import.meta.url));

const results = [];
for (const moment of moments) {
  const started = Date.now();
  console.log(`\n=== ${moment.label}: CLOCK_AT=${moment.iso} ===`);
  const run = spawnSync('npx', ['playwright', 'test', ...specs], {
    cwd: root,
    stdio: 'inherit',
    // CI: a backend of its own per hour (never one left running at another hour) and no trace.
    env: { ...process.env, CI: 'true', CLOCK_AT: moment.iso, CLOCK_OFFSET_MS: '' },
  });
  results.push({ ...moment, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\nHours (Warsaw time):');
for (const r of results)
  console.log(`  ${r.ok ? 'green' : 'RED  '}  ${r.label.padEnd(32)} ${r.iso}  ${r.seconds} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
