// @vitest-environment node

import { describe, expect, it, vi } from 'vitest';
import { forwardBookingEvents } from './forwardBookingEvents';

const booked = { appointmentId: 'w-1', start: '2030-03-06T09:00:00Z', appointmentType: 'CALL', price: 0 };

describe('forwardBookingEvents: nothing tells an NFZ visit from a paid one', () => {
  it('reports the NFZ confirmation as the payment step', () => {
    const emit = vi.fn();
    const forward = forwardBookingEvents(emit);
    forward('step', { step: 'confirm' });
    forward('step', { step: 'payment' });
    expect(emit.mock.calls).toEqual([
      ['wizyta:step', { step: 'payment' }],
      ['wizyta:step', { step: 'payment' }],
    ]);
  });

  it('sends the price only where the element has report-price', () => {
    const emit = vi.fn();
    forwardBookingEvents(emit)('booked', booked);
    expect(emit).toHaveBeenLastCalledWith('wizyta:booked', { ...booked, price: null, attribution: {} });
    forwardBookingEvents(emit, undefined, () => true)('booked', booked);
    expect(emit).toHaveBeenLastCalledWith('wizyta:booked', { ...booked, price: 0, attribution: {} });
  });
});

describe('forwardBookingEvents: a stationary visit’s place', () => {
  it('names the clinic by its id and nothing else of it', () => {
    const emit = vi.fn();
    forwardBookingEvents(emit)('booked', {
      ...booked,
      appointmentType: 'STATIONARY',
      clinicId: 'plac-waw-1',
    });
    expect(emit).toHaveBeenLastCalledWith('wizyta:booked', {
      ...booked,
      appointmentType: 'STATIONARY',
      clinicId: 'plac-waw-1',
      price: null,
      attribution: {},
    });
  });
});
