import { describe, expect, it } from 'vitest';
import { phoneLineAt } from './phoneLine';
import { telHref } from './telHref';

describe('phoneLineAt', () => {
  it('is open from 7:00 to 21:59 Warsaw time, winter and summer alike', () => {
    expect(phoneLineAt(new Date('2026-11-24T06:00:00Z'))).toEqual({ open: true }); // 7:00 CET
    expect(phoneLineAt(new Date('2026-11-24T20:59:00Z'))).toEqual({ open: true }); // 21:59 CET
    expect(phoneLineAt(new Date('2026-07-01T05:00:00Z'))).toEqual({ open: true }); // 7:00 CEST
  });

  it('is closed until later today before 7:00 and until tomorrow from 22:00', () => {
    expect(phoneLineAt(new Date('2026-11-24T05:59:00Z'))).toEqual({ open: false, opens: 'today' });
    expect(phoneLineAt(new Date('2026-11-24T21:00:00Z'))).toEqual({ open: false, opens: 'tomorrow' });
    expect(phoneLineAt(new Date('2026-11-24T22:30:00Z'))).toEqual({ open: false, opens: 'tomorrow' });
    expect(phoneLineAt(new Date('2026-07-01T20:00:00Z'))).toEqual({ open: false, opens: 'tomorrow' });
  });
});

describe('telHref', () => {
  it('keeps the plus and the digits', () => {
    expect(telHref('+48 22 100-20-30')).toBe('tel:+48221002030');
  });
});
