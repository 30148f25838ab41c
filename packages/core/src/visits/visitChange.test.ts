import { describe, expect, it } from 'vitest';
import { canCancelVisit, canRescheduleVisit, changeClosedSince, changeWindow } from './visitChange';

const NOW = new Date('2026-11-24T12:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('changeWindow', () => {
  it('is open before the time the visit carries, closed from it on, none without one', () => {
    expect(changeWindow(at(1), NOW)).toBe('open');
    expect(changeWindow(at(0), NOW)).toBe('closed');
    expect(changeWindow(at(-60), NOW)).toBe('closed');
    expect(changeWindow(null, NOW)).toBe('none');
    expect(changeWindow(undefined, NOW)).toBe('none');
    expect(changeWindow('jutro', NOW)).toBe('none');
  });

  it('decides cancel and move apart (a prescription visit is cancelled, never moved)', () => {
    const prescription = { cancellableUntil: at(30), reschedulableUntil: null };
    expect(canCancelVisit(prescription, NOW)).toBe(true);
    expect(canRescheduleVisit(prescription, NOW)).toBe(false);
  });
});

describe('changeClosedSince', () => {
  it('names the passed cut-off only when no change is possible any more', () => {
    expect(changeClosedSince({ cancellableUntil: at(-5), reschedulableUntil: at(-5) }, NOW)).toBe(at(-5));
    expect(changeClosedSince({ cancellableUntil: at(5), reschedulableUntil: at(-5) }, NOW)).toBeNull();
    expect(changeClosedSince({ cancellableUntil: null, reschedulableUntil: null }, NOW)).toBeNull();
    expect(changeClosedSince({}, NOW)).toBeNull();
  });
});
