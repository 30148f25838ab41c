import type { Visit } from '../schemas/visit';

/**
 * Whether a change the backend decides about (cancel or move) is possible at `now`: `open` until
 * the time the visit carries, `closed` once that time has passed (the page says until when it was
 * possible), `none` when the visit carries no time (its status never allows it, the viewer is the
 * doctor, or the backend does not offer the change at all). The client never guesses a rule.
 */
export type ChangeWindow = 'open' | 'closed' | 'none';

/** The window of one change, from the visit's `cancellableUntil` or `reschedulableUntil`. */
export function changeWindow(until: string | null | undefined, now: Date): ChangeWindow {
  if (!until) return 'none';
  const at = Date.parse(until);
  if (Number.isNaN(at)) return 'none';
  return now.getTime() < at ? 'open' : 'closed';
}

/** Whether the patient may cancel the visit at `now`. */
export function canCancelVisit(visit: Pick<Visit, 'cancellableUntil'>, now: Date): boolean {
  return changeWindow(visit.cancellableUntil, now) === 'open';
}

/** Whether the patient may move the visit to another time at `now`. */
export function canRescheduleVisit(visit: Pick<Visit, 'reschedulableUntil'>, now: Date): boolean {
  return changeWindow(visit.reschedulableUntil, now) === 'open';
}

/**
 * The latest time a change that is no longer possible was possible until, for the page to say
 * so ("could be changed until…"); null while a change is still possible or never was.
 */
export function changeClosedSince(
  visit: Pick<Visit, 'cancellableUntil' | 'reschedulableUntil'>,
  now: Date,
): string | null {
  const closed = [visit.cancellableUntil, visit.reschedulableUntil].filter(
    (until): until is string => changeWindow(until, now) === 'closed',
  );
  const open = [visit.cancellableUntil, visit.reschedulableUntil].some(
    (until) => changeWindow(until, now) === 'open',
  );
  if (open || closed.length === 0) return null;
  return closed.sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;
}
