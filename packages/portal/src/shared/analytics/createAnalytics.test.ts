import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsTransport } from './AnalyticsTransport';
import { createAnalytics } from './createAnalytics';
import { trackableProps } from './trackableProps';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(analyticsId: string | undefined, consent: boolean) {
  const sent: unknown[] = [];
  const transport: AnalyticsTransport = { send: (event, props) => sent.push({ event, props }) };
  const load = vi.fn(async () => transport);
  const analytics = createAnalytics({ analyticsId, hasConsent: () => consent, load });
  return { analytics, load, sent };
}

describe('trackableProps', () => {
  it('drops names, PESEL, e-mail, phone, specializations, ids, paths and free text', () => {
    expect(
      trackableProps({
        firstName: 'Anna',
        lastName: 'Kowalska',
        pesel: '90010112345',
        email: 'anna@example.com',
        phone: '500100200',
        specialization: 'CARDIOLOGIST',
        specializationName: 'Kardiolog',
        visitId: 'w-1001',
        id: 1001,
        path: '/visit/w-1001',
        symptoms: ['FEVER'],
        message: 'Boli mnie głowa',
      }),
    ).toEqual({});
  });

  it('keeps whitelisted props with safe values only', () => {
    expect(
      trackableProps({
        route: 'visit',
        step: 'payment',
        visitType: 'VIDEO',
        nfz: true,
        page: 2,
        errorCode: 4311,
      }),
    ).toEqual({ route: 'visit', step: 'payment', visitType: 'VIDEO', nfz: true, page: 2, errorCode: 4311 });
  });

  it('refuses identifying values even under an allowed key', () => {
    expect(
      trackableProps({
        route: '/visit/w-1001',
        step: '90010112345',
        result: 'Anna Kowalska',
        page: 4_000_000,
      }),
    ).toEqual({});
  });
});

describe('createAnalytics', () => {
  it('loads nothing without an analyticsId', async () => {
    const { analytics, load, sent } = setup(undefined, true);
    analytics.track('page_view', { route: 'visits' });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('loads nothing without the patient’s consent', async () => {
    const { analytics, load } = setup('G-TEST', false);
    analytics.track('page_view', { route: 'visits' });
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('with id and consent, loads once and sends only whitelisted props', async () => {
    const { analytics, load, sent } = setup('G-TEST', true);
    analytics.track('page_view', { route: 'visits', pesel: '90010112345' });
    analytics.track('booking_step', { step: 'symptoms', specialization: 'UROLOGIST' });
    analytics.track('payment_method', { method: 'CASH', price: 150 });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      { event: 'page_view', props: { route: 'visits' } },
      { event: 'booking_step', props: { step: 'symptoms' } },
      { event: 'payment_method', props: { method: 'CASH' } },
    ]);
  });
});
