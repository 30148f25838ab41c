import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './resolveApiBase';

describe('resolveApiBase', () => {
  it.each([
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['http://localhost:8080/patient-portal/api/', 'http://localhost:8080'],
    ['https://gw.example/wizyta/', 'https://gw.example/wizyta'],
    ['https://gw.example/wizyta/patient-portal/api', 'https://gw.example/wizyta'],
  ])('%s → %s', (apiUrl, base) => {
    expect(resolveApiBase(apiUrl)).toBe(base);
  });
});
