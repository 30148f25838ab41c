import { describe, expect, it } from 'vitest';
import type { Order } from '../schemas/order';
import { bookingRequest } from './orderRequests';

const order: Order = {
  adultsCount: 1,
  childrenCount: 0,
  patients: [{ type: 'ADULT' }],
  appointmentType: 'CALL',
  forNfz: false,
  slotReservationId: 'r-1',
  country: { id: 2, name: 'Niemcy' },
  language: { id: 2, name: 'angielski' },
};
const patient = (type: string, appointmentType: Order['appointmentType'] = 'CALL') => ({
  order: { ...order, appointmentType },
  shortFlow: false,
  type,
  roles: ['PATIENT'],
  nfzActive: false,
});

describe('bookingRequest: country and language', () => {
  it('sends the chosen country and language where the brand offers the choice', () => {
    expect(bookingRequest(patient('general'))).toMatchObject({ countryId: 2, languageId: 2 });
  });

  it.each(['inter', 'welbi', 'interrisk'])('sends Poland and Polish for %s (choice disabled)', (type) => {
    expect(bookingRequest(patient(type))).toMatchObject({ countryId: 1, languageId: 1 });
  });

  it('sends Poland and Polish for a house visit and when nothing was chosen', () => {
    expect(bookingRequest(patient('general', 'HOUSE'))).toMatchObject({ countryId: 1, languageId: 1 });
    const { country: _c, language: _l, ...none } = order;
    expect(bookingRequest({ ...patient('general'), order: none })).toMatchObject({
      countryId: 1,
      languageId: 1,
    });
  });
});
