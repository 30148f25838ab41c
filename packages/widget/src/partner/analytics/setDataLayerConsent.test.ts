import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchWizytaEvent } from '../../contract/dispatchWizytaEvent';
import { setDataLayerConsent } from './setDataLayerConsent';

type Layered = Window & typeof globalThis & { dataLayer?: unknown[]; myLayer?: unknown[] };
const win = window as Layered;

const BOOKED = {
  appointmentId: 'w-1234',
  start: '2030-03-06T10:00:00Z',
  appointmentType: 'CALL',
  price: 0,
  attribution: { partner: 'przyklad', utm: { source: 'x', medium: 'y' } },
};

let element: HTMLElement;
beforeEach(() => {
  element = document.createElement('wizyta-booking');
  document.body.append(element);
  delete win.dataLayer;
  delete win.myLayer;
});
afterEach(() => {
  element.remove();
  setDataLayerConsent(win, false);
});

describe('the dataLayer bridge', () => {
  it('pushes nothing before consent, even from an element that opted in', () => {
    element.setAttribute('data-layer', '');
    setDataLayerConsent(win, false);
    dispatchWizytaEvent(element, 'wizyta:step', { step: 'summary' });
    expect(win.dataLayer).toBeUndefined();
  });

  it('after consent pushes ready, step and booked, without the id, the time or the price', () => {
    element.setAttribute('data-layer', '');
    setDataLayerConsent(win, true);
    dispatchWizytaEvent(element, 'wizyta:ready', { partner: 'przyklad', lang: 'pl' });
    dispatchWizytaEvent(element, 'wizyta:step', { step: 'personal' });
    dispatchWizytaEvent(element, 'wizyta:reserved', {
      start: BOOKED.start,
      appointmentType: 'CALL',
      expiresAt: null,
    });
    dispatchWizytaEvent(element, 'wizyta:booked', BOOKED);
    expect(win.dataLayer).toEqual([
      { event: 'wizyta_ready', wizyta: { partner: 'przyklad', lang: 'pl' } },
      { event: 'wizyta_step', wizyta: { step: 'personal' } },
      { event: 'wizyta_booked', wizyta: { appointmentType: 'CALL', attribution: BOOKED.attribution } },
    ]);
    expect(JSON.stringify(win.dataLayer)).not.toMatch(/w-1234|2030-03-06|"price"/);
  });

  it('pushes to the named layer, only for elements that opted in, and stops when consent is withdrawn', () => {
    const other = document.createElement('wizyta-booking');
    document.body.append(other);
    element.setAttribute('data-layer', 'myLayer');
    setDataLayerConsent(win, true);
    dispatchWizytaEvent(other, 'wizyta:step', { step: 'summary' });
    dispatchWizytaEvent(element, 'wizyta:step', { step: 'summary' });
    setDataLayerConsent(win, false);
    dispatchWizytaEvent(element, 'wizyta:step', { step: 'payment' });
    expect(win.myLayer).toEqual([{ event: 'wizyta_step', wizyta: { step: 'summary' } }]);
    expect(win.dataLayer).toBeUndefined();
    other.remove();
  });

  it('refuses a layer name that is not a plain global name', () => {
    element.setAttribute('data-layer', '__proto__');
    setDataLayerConsent(win, true);
    dispatchWizytaEvent(element, 'wizyta:step', { step: 'summary' });
    expect(Object.getPrototypeOf(win)).not.toHaveProperty('push');
  });
});
