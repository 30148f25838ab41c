import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SlotIntervalsRequestSchema, SlotIntervalsSchema } from './slotIntervals';

describe('slot intervals', () => {
  it('parse a request and a response', () => {
    const request = { day: '2025-03-10', from: '08:00', to: '22:00', intervalSize: 30 };
    expect(z.safeParse(SlotIntervalsRequestSchema, request).success).toBe(true);
    const response = { intervalSize: 30, availableIntervals: { '08:00': false, '08:30': true } };
    expect(z.parse(SlotIntervalsSchema, response)).toEqual(response);
  });
  it('refuse a bad hour key and a zero interval', () => {
    expect(
      z.safeParse(SlotIntervalsSchema, { intervalSize: 30, availableIntervals: { '8:00': true } }).success,
    ).toBe(false);
    expect(
      z.safeParse(SlotIntervalsRequestSchema, {
        day: '2025-03-10',
        from: '08:00',
        to: '22:00',
        intervalSize: 0,
      }).success,
    ).toBe(false);
  });
});
