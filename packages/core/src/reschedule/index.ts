// A booked visit moved to a new time, over the order flow's own search and hold.

export type {
  CreateRescheduleActorOptions,
  RescheduleActor,
  RescheduleSnapshot,
} from './createRescheduleActor';
export { createRescheduleActor } from './createRescheduleActor';
export type { RescheduleActors, RescheduleApi } from './createRescheduleActors';
export { createRescheduleActors } from './createRescheduleActors';
export type {
  RescheduleContext,
  RescheduleEvent,
  RescheduleInput,
  RescheduleTarget,
} from './RescheduleContext';
export { rescheduleMachine } from './rescheduleMachine';
