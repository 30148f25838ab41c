import { describe, expect, it } from 'vitest';
import { frameFunnel } from './frameFunnel';

describe('frameFunnel', () => {
  it('is off without the config’s analyticsId', () => {
    expect(frameFunnel(undefined, () => true, {})).toBeUndefined();
  });

  it('pushes to the frame’s dataLayer only while the patient consents', () => {
    const target: { dataLayer?: unknown[] } = {};
    let consent = false;
    const send = frameFunnel('G-TEST', () => consent, target);
    send?.('booking_step', { step: 'search' });
    expect(target.dataLayer).toBeUndefined();
    consent = true;
    send?.('booking_step', { step: 'summary' });
    send?.('payment_method', { method: 'ONLINE' });
    expect(target.dataLayer).toEqual([
      { event: 'wizyta.booking_step', analyticsId: 'G-TEST', step: 'summary' },
      { event: 'wizyta.payment_method', analyticsId: 'G-TEST', method: 'ONLINE' },
    ]);
  });
});
