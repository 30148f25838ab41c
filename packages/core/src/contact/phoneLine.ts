import { PHONE_LINE_HOURS } from '../constants/timeLimits';
import { warsawOffsetMs } from '../format/parseInstant';

/**
 * The phone line at a moment, Warsaw time (spec §9: open 7–22): open, or closed until it opens
 * again later today (before 7:00) or tomorrow (from 22:00). The call-back promise of the
 * no-doctors page (15 minutes) holds only while it is open.
 */
export type PhoneLineState =
  | { readonly open: true }
  | { readonly open: false; readonly opens: 'today' | 'tomorrow' };

/** The phone line's state at `now`. */
export function phoneLineAt(now: Date): PhoneLineState {
  const hour = new Date(now.getTime() + warsawOffsetMs(now.getTime())).getUTCHours();
  if (hour < PHONE_LINE_HOURS.from) return { open: false, opens: 'today' };
  if (hour >= PHONE_LINE_HOURS.to) return { open: false, opens: 'tomorrow' };
  return { open: true };
}
