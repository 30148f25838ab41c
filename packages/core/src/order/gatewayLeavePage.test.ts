import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/AppError';
import { gatewayLeavePage, paymentGatewayOrigins } from './gatewayLeavePage';

const config = { apiUrl: 'https://api.wizyta.example/gw/pzu' };

describe('gatewayLeavePage', () => {
  it('leaves for the API’s origin when the config names no gateway', () => {
    const leave = vi.fn();
    gatewayLeavePage(config, leave)('https://api.wizyta.example/pay', { payment: 's' });
    expect(leave).toHaveBeenCalledWith('https://api.wizyta.example/pay', { payment: 's' });
  });

  it('leaves only for a listed gateway and refuses every other host with 4239, the page staying', () => {
    const leave = vi.fn();
    const listed = { ...config, paymentGatewayOrigins: ['https://secure.payu.example'] };
    gatewayLeavePage(listed, leave)('https://secure.payu.example/api/v2_1/orders', {});
    for (const url of [
      'https://api.wizyta.example/pay',
      'https://secure.payu.example.evil.example/',
      'https://evil.example/pay',
      'http://secure.payu.example/',
      'javascript:alert(1)',
      'not a url',
    ]) {
      let refused: unknown;
      try {
        gatewayLeavePage(listed, leave)(url, {});
      } catch (error) {
        refused = error;
      }
      expect(refused, url).toBeInstanceOf(AppError);
      expect((refused as AppError).code, url).toBe(4239);
    }
    expect(leave).toHaveBeenCalledTimes(1);
    expect(paymentGatewayOrigins(listed)).toEqual(['https://secure.payu.example']);
  });
});
