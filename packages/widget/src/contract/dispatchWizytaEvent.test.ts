import { describe, expect, it, vi } from 'vitest';
import { dispatchWizytaEvent } from './dispatchWizytaEvent';
import { WIZYTA_EVENT_NAMES } from './WizytaEventMap';

describe('dispatchWizytaEvent', () => {
  it('dispatches a versioned CustomEvent naming its instance that bubbles out of a shadow root', () => {
    const outer = document.createElement('div');
    const host = document.createElement('wizyta-test');
    outer.append(host);
    document.body.append(outer);
    const inner = document.createElement('span');
    inner.id = 'insurer';
    host.attachShadow({ mode: 'open' }).append(inner);
    const seen = vi.fn();
    document.addEventListener('wizyta:booked', (event) => seen((event as CustomEvent).detail, event.target));

    const payload = {
      appointmentId: 'a-1',
      start: '2025-03-30T10:00:00Z',
      appointmentType: 'CALL',
      price: 150,
      attribution: { partner: 'przyklad', utm: { source: 'x' } },
    };
    const event = dispatchWizytaEvent(inner, 'wizyta:booked', payload);

    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(seen).toHaveBeenCalledWith({ ...payload, instance: 'insurer', v: 1 }, host);
    outer.remove();
  });

  it('hands the same detail to the forwarder (the frame bridge)', () => {
    const forward = vi.fn();
    dispatchWizytaEvent(
      document.createElement('div'),
      'wizyta:payment',
      { appointmentId: 'a', status: 'accepted' },
      forward,
    );
    expect(forward).toHaveBeenCalledWith('wizyta:payment', {
      appointmentId: 'a',
      status: 'accepted',
      instance: expect.stringMatching(/^wizyta-\d+$/),
      v: 1,
    });
  });

  it('names every event with the wizyta: prefix', () => {
    expect(WIZYTA_EVENT_NAMES).toHaveLength(7);
    for (const name of WIZYTA_EVENT_NAMES) expect(name).toMatch(/^wizyta:[a-z]+$/);
  });
});
