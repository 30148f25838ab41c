import type { Clinic } from '@wizyta/core';
import type { BrandType } from '../../config/BRAND_TYPES';
import { ApiError } from '../../http/ApiError';
import { clinicsOf } from '../../seed/clinics';
import type { Reservation } from '../../seed/DataStore';

/**
 * The clinic a booking names, checked against its hold: a stationary visit needs one of the
 * brand's clinics in the town the slot was searched in, and no other kind takes one (400/4707
 * otherwise). Answers the clinic the visit then carries, or undefined for another kind.
 */
export function bookingClinic(
  hold: Pick<Reservation, 'appointmentType' | 'city'>,
  clinicId: string | undefined,
  brand: BrandType,
): Clinic | undefined {
  if (hold.appointmentType !== 'STATIONARY') {
    if (clinicId !== undefined)
      throw new ApiError(400, 4707, 'Placówkę wybiera się tylko dla wizyty w placówce.');
    return undefined;
  }
  const clinic = hold.city === null ? undefined : clinicsOf(brand, hold.city).find((c) => c.id === clinicId);
  if (!clinic) throw new ApiError(400, 4707, 'Wybrana placówka nie przyjmuje w tym mieście.');
  return clinic;
}
