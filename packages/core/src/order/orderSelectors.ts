import type { SnapshotFrom } from 'xstate';
import type { ValidationMessageId } from '../i18n/messages/validation';
import type { PriceCalculation } from '../schemas/priceCalculation';
import type { OrderError } from './OrderContext';
import type { orderMachine } from './orderMachine';
import type { OrderStoredStep } from './orderStorage';

/** A snapshot of the order machine. */
export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

/** The step the patient is on (booking and the redirect count as the step they left from or the result). */
export function selectStep(snapshot: OrderSnapshot): OrderStoredStep {
  return snapshot.context.step;
}

/** The price breakdown to show (0 for NFZ), or null before it is known or where none applies. */
export function selectPrice(snapshot: OrderSnapshot): PriceCalculation | null {
  return snapshot.context.price;
}

/** Whole seconds left on the slot hold for the countdown, or null when no slot is held. */
export function selectHoldSecondsLeft(snapshot: OrderSnapshot, now: number = Date.now()): number | null {
  const expiresAt = snapshot.context.holdExpiresAt;
  if (expiresAt === null || !snapshot.matches('flow')) return null;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** The error to show, as a catalogue code, or null. */
export function selectError(snapshot: OrderSnapshot): OrderError | null {
  return snapshot.context.error;
}

/** Field path → message id of the step form the machine last refused, or null. */
export function selectFormErrors(
  snapshot: OrderSnapshot,
): Readonly<Record<string, ValidationMessageId>> | null {
  return snapshot.context.formErrors;
}
