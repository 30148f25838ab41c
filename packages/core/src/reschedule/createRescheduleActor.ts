import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import { toWarsawDay } from '../format/toWarsawDay';
import type { Visit } from '../schemas/visit';
import { createRescheduleActors, type RescheduleApi } from './createRescheduleActors';
import { rescheduleMachine } from './rescheduleMachine';

/** A running reschedule flow of one visit. */
export type RescheduleActor = Actor<typeof rescheduleMachine>;
/** What the page renders from. */
export type RescheduleSnapshot = SnapshotFrom<typeof rescheduleMachine>;

/** Options of {@link createRescheduleActor}. */
export interface CreateRescheduleActorOptions {
  readonly api: RescheduleApi;
  /** The visit to move; it must carry `specializationId` (the page checks `canRescheduleVisit`). */
  readonly visit: Visit;
  readonly now?: () => number;
}

/** The reschedule machine for `visit` over the API client, not yet started. */
export function createRescheduleActor({
  api,
  visit,
  now = () => Date.now(),
}: CreateRescheduleActorOptions): RescheduleActor {
  const machine = rescheduleMachine.provide({ actors: createRescheduleActors(api, now) });
  return createActor(machine, { input: { visit, today: toWarsawDay(new Date(now())) } });
}
