import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeMismatches, formatPath } from './describeMismatches';

describe('formatPath', () => {
  it('writes paths the way code reads them', () => {
    expect(formatPath([3, 'doctor', 'name'])).toBe('[3].doctor.name');
    expect(formatPath(['content', 0, 'id'])).toBe('content[0].id');
    expect(formatPath(['availableIntervals', '08:00'])).toBe('availableIntervals["08:00"]');
    expect(formatPath([])).toBe('(root)');
  });
});

describe('describeMismatches', () => {
  const Doctor = z.object({ name: z.string(), specializations: z.array(z.int()) });

  it('names the path, the expected kind and the kind that came', () => {
    const answer = [
      { doctor: { name: 'A', specializations: [] } },
      { doctor: { name: null, specializations: [1.5] } },
    ];
    expect(describeMismatches(z.array(z.object({ doctor: Doctor })), answer)).toEqual([
      '[1].doctor.name: expected string, got null',
      '[1].doctor.specializations[0]: expected int, got number',
    ]);
  });

  it('says which values an enum allows, and reports a missing field as nothing', () => {
    const schema = z.object({ type: z.enum(['CALL', 'HOUSE']), id: z.string() });
    expect(describeMismatches(schema, { type: 'VIDEO' })).toEqual([
      'type: expected one of "CALL" | "HOUSE", got "VIDEO"',
      'id: expected string, got nothing',
    ]);
  });

  it('shortens a long list of allowed values, and is empty for a conforming answer', () => {
    const status = z.enum(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(describeMismatches(z.object({ status }), { status: 'X' })).toEqual([
      'status: expected one of "A" | "B" | "C" | "D" | … (6 values), got "X"',
    ]);
    expect(describeMismatches(z.object({ status }), { status: 'E' })).toEqual([]);
  });

  it('prints no text of the answer but codes: a malformed e-mail is described, not shown', () => {
    const schema = z.object({
      email: z.email(),
      pesel: z.string().check(z.regex(/^\d{11}$/)),
      when: z.iso.datetime(),
    });
    expect(
      describeMismatches(schema, { email: 'anna.kowalska@', pesel: '9001011234', when: 'jutro' }),
    ).toEqual([
      'email: expected an email string, got a string of 14 characters',
      'pesel: expected a string matching /^\\d{11}$/, got a string of 10 characters',
      'when: expected a datetime string, got a string of 5 characters',
    ]);
  });
});
