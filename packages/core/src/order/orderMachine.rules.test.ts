import { PERSONAL_VALUES, SEARCH_VALUES, start, toOrderStep } from '@wizyta/testkit/order';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { bookingRequest } from './orderRequests';

describe('orderMachine: the booking rules the flow shows are also the machine’s', () => {
  it('refuses a specialization that does not suit the patients’ ages (an adult internist for a child alone)', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    actor.send({
      type: 'SEARCH',
      values: { ...SEARCH_VALUES, ageRange: 'CHILD' },
      adultsCount: 0,
      childrenCount: 1,
      childAges: [{ value: 5, unit: 'YEARS' }],
    });
    expect(actor.getSnapshot().matches('search')).toBe(true);
    expect(actor.getSnapshot().context.formErrors).toEqual({
      specializationId: 'validation.specializationForAge',
    });
    expect(calls.reserve).toHaveLength(0);
    actor.send({ type: 'SEARCH', values: SEARCH_VALUES, adultsCount: 1, childrenCount: 1 });
    await waitFor(actor, (s) => s.matches('flow'));
  });

  it('does not search for a brand without make-appointment (a broker, an insurer that does not book)', async () => {
    for (const type of ['rankomat', 'pzu']) {
      const { actor, calls } = start({ type, roles: [] });
      await waitFor(actor, (s) => s.matches({ search: 'idle' }));
      actor.send({ type: 'SEARCH', values: SEARCH_VALUES });
      expect(actor.getSnapshot().matches('search')).toBe(true);
      expect(calls.reserve).toHaveLength(0);
    }
  });

  it('keeps each step form as typed (KEEP_DRAFT); a new order after a result keeps only the search form', async () => {
    const { actor } = start();
    await toOrderStep(actor);
    actor.send({ type: 'KEEP_DRAFT', form: 'search', values: { cityId: '7' } });
    actor.send({ type: 'KEEP_DRAFT', form: 'personal', values: { email: 'jan@example.pl' } });
    expect(actor.getSnapshot().context.drafts).toEqual({
      search: { cityId: '7' },
      personal: { email: 'jan@example.pl' },
    });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    actor.send({ type: 'SUBMIT', values: { symptoms: ['FEVER'] } });
    actor.send({ type: 'SUBMIT', values: { paymentType: 'CASH' } });
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().context.drafts).toEqual({ search: { cityId: '7' } });
  });

  it('an NFZ-active patient who signed in after the search makes the held visit an NFZ one: 0 zł, confirmed, not paid', async () => {
    const { actor, calls } = start({ roles: [], nfzActive: false });
    await toOrderStep(actor);
    actor.send({ type: 'CHOOSE_NFZ', forNfz: true });
    expect(actor.getSnapshot().context.order.forNfz).toBe(false);
    actor.send({ type: 'SESSION_CHANGED', roles: ['PATIENT'], nfzActive: true });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHOOSE_NFZ', forNfz: true });
    const nfz = await waitFor(actor, (s) => s.matches({ flow: { pricing: 'done' } }));
    expect(nfz.context.order).toMatchObject({ forNfz: true, price: 0 });
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    actor.send({ type: 'SUBMIT', values: { symptoms: ['FEVER'] } });
    expect(actor.getSnapshot().context.step).toBe('confirm');
    actor.send({ type: 'CHOOSE_NFZ', forNfz: false });
    expect(actor.getSnapshot().context.order.forNfz).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls.book[0]).toMatchObject({ forNfz: true });
  });
});

describe('orderMachine: a stationary visit takes place at a clinic of the town', () => {
  const clinic = (townId: number) => ({
    id: `plac-${townId}`,
    townId,
    name: 'Placówka Mokotów',
    address: { streetName: 'ul. Puławska', streetNumber: '145', postCode: '02-715', city: 'Warszawa' },
    phoneNumber: { prefix: '+48', number: '221002030' },
    openingHours: [{ fromDay: 1, toDay: 5, opens: '08:00', closes: '20:00' }],
  });
  const stationary = { ...SEARCH_VALUES, communicationTypes: ['STATIONARY'] };

  it('refuses the search without a clinic, or with one of another town', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    actor.send({ type: 'SEARCH', values: stationary });
    expect(actor.getSnapshot().context.formErrors).toEqual({ clinicId: 'validation.selectRequired' });
    actor.send({ type: 'SEARCH', values: stationary, clinic: clinic(1) });
    expect(actor.getSnapshot().context.formErrors).toEqual({ clinicId: 'validation.selectRequired' });
    expect(calls.reserve).toHaveLength(0);
  });

  it('holds the slot in the clinic’s town and books with the clinic’s id, which a later call search drops', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    actor.send({ type: 'SEARCH', values: stationary, clinic: clinic(7) });
    await waitFor(actor, (s) => s.matches('flow'));
    expect(calls.reserve[0]).toMatchObject({ appointmentType: 'STATIONARY', city: 7 });
    expect(actor.getSnapshot().context.order.clinic?.id).toBe('plac-7');
    expect(bookingRequest(actor.getSnapshot().context).clinicId).toBe('plac-7');
    const other = start();
    await waitFor(other.actor, (s) => s.matches({ search: 'idle' }));
    other.actor.send({ type: 'SEARCH', values: SEARCH_VALUES, clinic: clinic(7) });
    await waitFor(other.actor, (s) => s.matches('flow'));
    expect(other.calls.reserve[0]?.city).toBeUndefined();
    expect(bookingRequest(other.actor.getSnapshot().context).clinicId).toBeUndefined();
  });
});
