import { fromCallback } from 'xstate';
import { toAppError } from '../errors/toAppError';
import type { OrderApi } from './OrderApi';
import type { OrderEvent } from './OrderEvent';
import { SLOT_LOST } from './orderErrors';

/** The hold to keep alive: its reservation id and current end. */
export interface HoldKeeperInput {
  readonly slotReservationId: string;
  readonly expiresAt: string;
}

/** Extend this long before the hold ends (or at half the time left, if that is sooner). */
export const HOLD_EXTEND_MARGIN_MS = 60_000;
/** After a failed extension that did not lose the hold (a network error), try again this soon. */
export const HOLD_RETRY_MS = 5_000;

/**
 * The hold ticker: while it runs, it calls `slot/extend` shortly before the hold would end and
 * reports each new end (`HOLD_EXTENDED`). It reports `HOLD_LOST` when the server refuses (4865,
 * 4889) or the hold ran out without a successful extension (network down), as 'SLOT_TAKEN'.
 */
export function createHoldKeeper(api: Pick<OrderApi, 'extendSlot'>, now: () => number) {
  return fromCallback<OrderEvent, HoldKeeperInput>(({ input, sendBack }) => {
    let expiresAt = Date.parse(input.expiresAt);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    // Whatever the cause, the patient hears the same thing: the hour is no longer theirs.
    const lose = () => {
      if (!stopped) sendBack({ type: 'HOLD_LOST', code: 'SLOT_TAKEN' });
    };
    const at = (ms: number, run: () => void) => {
      timer = setTimeout(run, Math.max(0, ms));
    };
    const schedule = () => {
      const left = expiresAt - now();
      if (left <= 0) return lose();
      at(left - Math.min(HOLD_EXTEND_MARGIN_MS, left / 2), extend);
    };
    const extend = () => {
      api.extendSlot({ body: { slotReservationId: input.slotReservationId } }).then(
        (answer) => {
          if (stopped) return;
          expiresAt = Date.parse(answer.expiresAt);
          sendBack({ type: 'HOLD_EXTENDED', expiresAt: answer.expiresAt });
          schedule();
        },
        (e: unknown) => {
          if (stopped) return;
          const { code } = toAppError(e, 4865);
          // The server no longer holds the slot for us: extending is pointless.
          if (SLOT_LOST.has(code)) return lose();
          const left = expiresAt - now();
          if (left <= 0) return lose();
          at(Math.min(HOLD_RETRY_MS, left), () => (expiresAt - now() <= 0 ? lose() : extend()));
        },
      );
    };

    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  });
}
