import { describe, expect, it } from 'vitest';
import { visitCalendarSpan } from './visitCalendarSpan';

const NOW = new Date('2026-06-01T10:00:00Z');
const visit = { appointmentAt: '2026-06-02T08:00:00Z', visitType: 'CALL', processStatus: 'PAID' } as const;

describe('visitCalendarSpan', () => {
  it('spans a call visit over its 30-minute slot', () => {
    expect(visitCalendarSpan(visit, NOW)).toEqual({
      start: '2026-06-02T08:00:00.000Z',
      end: '2026-06-02T08:30:00.000Z',
    });
  });

  it('gives a house visit its 120 minutes', () => {
    expect(visitCalendarSpan({ ...visit, visitType: 'HOUSE' }, NOW)?.end).toBe('2026-06-02T10:00:00.000Z');
  });

  it('has nothing for a past, cancelled or finished visit', () => {
    expect(visitCalendarSpan({ ...visit, appointmentAt: '2026-05-30T08:00:00Z' }, NOW)).toBeNull();
    expect(visitCalendarSpan({ ...visit, processStatus: 'CANCELLED_BY_DOCTOR' }, NOW)).toBeNull();
    expect(visitCalendarSpan({ ...visit, processStatus: 'FINISHED' }, NOW)).toBeNull();
  });
});
