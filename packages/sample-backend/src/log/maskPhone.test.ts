import { describe, expect, it } from 'vitest';
import { maskPhone, maskText } from './maskPhone';

describe('log masking', () => {
  it('keeps only the prefix and the last three digits of a phone', () => {
    expect(maskPhone({ prefix: '+48', number: '500100200' })).toBe('+48 ••••••200');
    expect(maskPhone({ prefix: '+48', number: '500100200' })).not.toContain('500100');
  });

  it('keeps only the first character and the length of a name or an e-mail', () => {
    expect(maskText('anna.kowalska@example.com')).toBe('a…(25)');
    expect(maskText('')).toBe('');
  });
});
