import { describe, expect, it } from 'vitest';
import { parseSmsPhone } from './parseSmsPhone';

describe('parseSmsPhone', () => {
  it.each([
    ['+48 500100200', { prefix: '+48', number: '500100200' }],
    ['+48-500-100-200', { prefix: '+48', number: '500100200' }],
    ['+48500100200', { prefix: '+48', number: '500100200' }],
    ['500 100 200', { prefix: '+48', number: '500100200' }],
    ['+380 501234567', { prefix: '+380', number: '501234567' }],
  ])('reads %s', (text, phone) => {
    expect(parseSmsPhone(text)).toEqual(phone);
  });

  it.each(['+380501234567', 'abc', '+48 12', ''])('refuses %j', (text) => {
    expect(parseSmsPhone(text)).toBeUndefined();
  });
});
