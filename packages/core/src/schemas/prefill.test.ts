// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_PREFILL_CHARS, parsePrefill } from './prefill';

describe('parsePrefill', () => {
  it('accepts valid JSON text and structured values', () => {
    const value = {
      city: 'krakow',
      specializationId: 5,
      appointmentType: 'CALL',
      nfz: false,
      patient: {
        firstName: 'Anna',
        email: 'anna@example.pl',
        phoneNumber: { prefix: '+48', number: '600100200' },
      },
    };
    expect(parsePrefill(JSON.stringify(value))).toEqual({ ok: true, prefill: value });
    expect(parsePrefill(value)).toEqual({ ok: true, prefill: value });
    expect(parsePrefill({ city: 7 })).toEqual({ ok: true, prefill: { city: 7 } });
  });

  it('drops unknown keys', () => {
    expect(parsePrefill({ city: 3, colour: 'red' })).toEqual({ ok: true, prefill: { city: 3 } });
  });

  it('refuses bad JSON, wrong shapes and wrong values, naming the paths', () => {
    expect(parsePrefill('{city:')).toEqual({ ok: false, reason: 'is not valid JSON' });
    expect(parsePrefill('[]')).toMatchObject({ ok: false });
    expect(parsePrefill({ appointmentType: 'TELEPORT' })).toEqual({
      ok: false,
      reason: 'does not match the schema at appointmentType',
    });
    expect(parsePrefill({ patient: { pesel: '123' } })).toMatchObject({
      ok: false,
      reason: /patient\.pesel/,
    });
    expect(parsePrefill({ city: 'Kraków<script>' })).toMatchObject({ ok: false });
  });

  it('refuses payloads over 8 KB, as text or as a value', () => {
    const big = { patient: { firstName: 'A'.repeat(90) }, padding: 'x'.repeat(MAX_PREFILL_CHARS) };
    expect(parsePrefill(JSON.stringify(big))).toEqual({ ok: false, reason: 'is larger than 8 KB' });
    expect(parsePrefill(big)).toEqual({ ok: false, reason: 'is larger than 8 KB' });
  });

  it('refuses values that are not JSON data', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(parsePrefill(cyclic)).toEqual({ ok: false, reason: 'is not JSON data' });
  });
});
