import { ApiError } from '../../http/ApiError';
import { COUNTRY_ITEMS, LANGUAGE_ITEMS } from '../../seed/dictionaries';

/**
 * Refuses a booking whose country or consultation language is not in the dictionaries the API
 * serves (400 with the booking's default code, 4811): the client picks them from those lists.
 */
export function checkBookingPlace(body: {
  countryId?: number | undefined;
  languageId?: number | undefined;
}): void {
  if (body.countryId !== undefined && !COUNTRY_ITEMS.some((c) => c.id === body.countryId)) {
    throw new ApiError(400, 4811, `Nieznany kraj: ${body.countryId}.`);
  }
  if (body.languageId !== undefined && !LANGUAGE_ITEMS.some((l) => l.id === body.languageId)) {
    throw new ApiError(400, 4811, `Nieznany język: ${body.languageId}.`);
  }
}
