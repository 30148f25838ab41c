import * as z from 'zod/mini';
import { ClockTimeSchema, IsoDateSchema } from './isoDateTime';

/** Body of `visit-api/v1/slot-intervals`: a day, an hour range and the interval in minutes. */
export const SlotIntervalsRequestSchema = z.object({
  day: IsoDateSchema,
  from: ClockTimeSchema,
  to: ClockTimeSchema,
  intervalSize: z.int().check(z.positive()),
});
export type SlotIntervalsRequest = z.infer<typeof SlotIntervalsRequestSchema>;

/** The intervals of a day: `HH:MM` → true when that time is still in the future. */
export const SlotIntervalsSchema = z.object({
  intervalSize: z.int().check(z.positive()),
  availableIntervals: z.record(ClockTimeSchema, z.boolean()),
});
export type SlotIntervals = z.infer<typeof SlotIntervalsSchema>;
