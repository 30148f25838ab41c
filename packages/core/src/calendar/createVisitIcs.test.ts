import { describe, expect, it } from 'vitest';
import { createVisitIcs, type VisitCalendarEvent } from './createVisitIcs';

const EVENT: VisitCalendarEvent = {
  appointmentId: 'a-17',
  domain: 'portal.example.pl',
  start: '2026-07-01T08:30:00Z',
  end: '2026-07-01T09:00:00Z',
  summary: 'Teleporada — dr Anna Nowak, internista',
  description: [
    'Jak lekarz się z Tobą skontaktuje: zadzwoni',
    'Szczegóły: https://portal.example.pl/visit/a-17',
  ],
  url: 'https://portal.example.pl/visit/a-17',
  now: new Date('2026-06-20T10:00:00Z'),
};

/** Unfolds the content lines (RFC 5545 §3.1) into a property → value map (first occurrence). */
function properties(ics: string): Map<string, string> {
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  const map = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    if (!map.has(name)) map.set(name, line.slice(colon + 1));
  }
  return map;
}

describe('createVisitIcs', () => {
  it('writes the visit in Europe/Warsaw wall time (summer: UTC+2)', () => {
    const props = properties(createVisitIcs(EVENT));
    expect(props.get('DTSTART;TZID=Europe/Warsaw')).toBe('20260701T103000');
    expect(props.get('DTEND;TZID=Europe/Warsaw')).toBe('20260701T110000');
    expect(props.get('DTSTAMP')).toBe('20260620T100000Z');
  });

  it('uses winter time (UTC+1) in winter and reads offset-less times as Warsaw time', () => {
    const props = properties(
      createVisitIcs({ ...EVENT, start: '2026-12-01T14:00', end: '2026-12-01T14:30' }),
    );
    expect(props.get('DTSTART;TZID=Europe/Warsaw')).toBe('20261201T140000');
    expect(
      properties(createVisitIcs({ ...EVENT, start: '2026-12-01T13:00:00Z' })).get(
        'DTSTART;TZID=Europe/Warsaw',
      ),
    ).toBe('20261201T140000');
  });

  it('defines the Europe/Warsaw zone it refers to', () => {
    const ics = createVisitIcs(EVENT);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw\r\n');
    expect(ics).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
  });

  it('is one VCALENDAR with one VEVENT, CRLF line ends, a stable UID, the summary escaped', () => {
    const ics = createVisitIcs(EVENT);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const props = properties(ics);
    expect(props.get('UID')).toBe('wizyta-a-17@portal.example.pl');
    expect(props.get('SUMMARY')).toBe('Teleporada — dr Anna Nowak\\, internista');
    expect(props.get('URL')).toBe(EVENT.url);
    expect(props.get('DESCRIPTION')).toBe(
      'Jak lekarz się z Tobą skontaktuje: zadzwoni\\nSzczegóły: https://portal.example.pl/visit/a-17',
    );
  });

  it('folds every line to at most 75 octets', () => {
    const ics = createVisitIcs({ ...EVENT, summary: 'Wizyta domowa — '.repeat(10) });
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
