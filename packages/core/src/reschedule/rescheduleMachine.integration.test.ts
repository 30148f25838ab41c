import { connectTestClient, createScenario, type TestClient } from '@wizyta/testkit/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { toWarsawDay } from '../format/toWarsawDay';
import { createRescheduleActors } from './createRescheduleActors';
import { rescheduleMachine } from './rescheduleMachine';

const DAY = 24 * 3600 * 1000;
let t: TestClient;

/** A visit of pacjent's booked from a day ahead (past any cut-off), read back as the page reads it. */
async function bookedVisit() {
  const { appointmentId } = await createScenario(t.client).book(new Date(Date.now() + DAY));
  return t.client.getAppointment({ params: { id: appointmentId } });
}

function start(visit: Awaited<ReturnType<typeof bookedVisit>>) {
  const machine = rescheduleMachine.provide({ actors: createRescheduleActors(t.client, () => Date.now()) });
  const actor = createActor(machine, { input: { visit, today: toWarsawDay(new Date()) } });
  actor.start();
  return actor;
}

describe('rescheduleMachine against the sample backend', () => {
  beforeAll(async () => {
    t = await connectTestClient();
  });

  it('loads the visit day’s times, holds the chosen one, and moves the visit there', async () => {
    const visit = await bookedVisit();
    const actor = start(visit);
    const ready = await waitFor(actor, (s) => s.matches('idle'));
    const visitDay = toWarsawDay(new Date(visit.appointmentAt));
    expect(ready.context.date).toBe(visitDay);
    // 08:00 the day after: always ahead, never the visit's own time.
    const nextDay = toWarsawDay(new Date(Date.parse(`${visitDay}T12:00:00Z`) + DAY));
    actor.send({ type: 'CHANGE_DATE', date: nextDay });
    const times = await waitFor(actor, (s) => s.matches('idle') && s.context.intervals !== null);
    expect(times.context.intervals?.['08:00']).toBe(true);
    actor.send({ type: 'SEARCH', slot: '08:00', firstAvailable: false });
    const held = await waitFor(actor, (s) => s.matches('held'));
    expect(held.context.hold?.start.slice(0, 10)).toBe(nextDay);
    actor.send({ type: 'CONFIRM' });
    const moved = await waitFor(actor, (s) => s.matches('moved'));
    expect(moved.context.moved).toMatchObject({ id: visit.id, appointmentAt: held.context.hold?.start });
    expect((await t.client.getAppointment({ params: { id: visit.id } })).appointmentAt).toBe(
      held.context.hold?.start,
    );
  });

  it('takes a new day while the first day’s times still load', async () => {
    const visit = await bookedVisit();
    const actor = start(visit);
    const later = toWarsawDay(new Date(Date.now() + 3 * DAY));
    actor.send({ type: 'CHANGE_DATE', date: later });
    const ready = await waitFor(actor, (s) => s.matches('idle'));
    expect(ready.context.date).toBe(later);
  });

  it('says no doctor was found when no slot is free, and lets the patient search again', async () => {
    const actor = start(await bookedVisit());
    await waitFor(actor, (s) => s.matches('idle'));
    // Past the sample schedules' 31-day horizon: nobody is free.
    actor.send({ type: 'CHANGE_DATE', date: toWarsawDay(new Date(Date.now() + 40 * DAY)) });
    await waitFor(actor, (s) => s.matches('idle') && s.context.intervals !== null);
    actor.send({ type: 'SEARCH', slot: '10:00', firstAvailable: false });
    const refused = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(refused.context.error).toBe('NO_DOCTOR_FOUND');
    expect(refused.context.hold).toBeNull();
  });

  it('goes back to the times with the reason when the move is refused', async () => {
    const visit = await bookedVisit();
    const actor = start(visit);
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'SEARCH', slot: '21:00', firstAvailable: false });
    await waitFor(actor, (s) => s.matches('held'));
    await t.client.cancelAppointment({ params: { id: visit.id } });
    actor.send({ type: 'CONFIRM' });
    const refused = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(refused.context.error).toBe(4703);
  });
});
