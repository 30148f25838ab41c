import * as z from 'zod/mini';
import { ProfileAddressSchema } from './address';
import { EntityIdSchema } from './entityId';
import { ClockTimeSchema } from './isoDateTime';
import { PhoneNumberSchema } from './phoneNumber';

/** An ISO weekday, 1 (Monday) to 7 (Sunday). */
const WeekdaySchema = z.int().check(z.gte(1), z.lte(7));

/** One line of a clinic's hours: open from `opens` to `closes` on the days `fromDay`–`toDay`. */
export const ClinicHoursSchema = z.object({
  fromDay: WeekdaySchema,
  toDay: WeekdaySchema,
  opens: ClockTimeSchema,
  closes: ClockTimeSchema,
});
export type ClinicHours = z.infer<typeof ClinicHoursSchema>;

/**
 * A clinic of the brand where a stationary visit takes place (an addition to spec §3, decided):
 * in a town of the dictionary, with its address, hours and phone. The way there is the address
 * itself ({@link clinicMapUrl}), never a map of a third party on the page.
 */
export const ClinicSchema = z.object({
  id: EntityIdSchema,
  townId: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
  address: ProfileAddressSchema,
  phoneNumber: PhoneNumberSchema,
  openingHours: z.array(ClinicHoursSchema).check(z.maxLength(7)),
});
export type Clinic = z.infer<typeof ClinicSchema>;

/** Query of `clinics`: the town whose clinics are listed (digits, or a number on the client side). */
export const ClinicsQuerySchema = z.object({
  townId: z.coerce.number<string | number>().check(z.int(), z.positive()),
});
export type ClinicsQuery = z.input<typeof ClinicsQuerySchema>;
