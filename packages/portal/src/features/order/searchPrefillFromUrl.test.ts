import { describe, expect, it } from 'vitest';
import { searchPrefillFromUrl } from './searchPrefillFromUrl';

describe('searchPrefillFromUrl', () => {
  it('keeps the search defaults and drops every personal field, PESEL included', () => {
    const data = JSON.stringify({
      city: 'warszawa',
      appointmentType: 'CALL',
      patient: { firstName: 'Anna', pesel: '92071314764', email: 'anna@example.com' },
    });
    expect(searchPrefillFromUrl(data)).toEqual({ city: 'warszawa', appointmentType: 'CALL' });
    expect(JSON.stringify(searchPrefillFromUrl(data))).not.toContain('92071314764');
  });

  it('gives null for nothing or for data that fails the schema', () => {
    expect(searchPrefillFromUrl(null)).toBeNull();
    expect(searchPrefillFromUrl('{"city":"<script>"}')).toBeNull();
  });
});
