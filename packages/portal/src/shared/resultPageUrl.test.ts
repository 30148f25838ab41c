import { describe, expect, it } from 'vitest';
import { resultPageUrl } from './resultPageUrl';

describe('resultPageUrl', () => {
  it('keeps the brand path of the deployment', () => {
    expect(resultPageUrl('https://wizyta.example.pl', '/b/inter/', 'a-1')).toBe(
      'https://wizyta.example.pl/b/inter/appointment/a-1/result',
    );
  });

  it('serves the root deployment and encodes the id', () => {
    expect(resultPageUrl('http://127.0.0.1:8080', '/', 'a/1')).toBe(
      'http://127.0.0.1:8080/appointment/a%2F1/result',
    );
  });
});
