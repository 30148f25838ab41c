import { LANGUAGE_IDS } from '../schemas/language';

/**
 * The country sent with a booking where the patient does not choose one (spec §6 "disable country
 * and language choice", house visits): Poland. Decided: id 1, the first entry of the countries
 * dictionary, as the sample backend seeds it.
 */
export const DEFAULT_COUNTRY_ID = 1;

/** The consultation language sent where the patient does not choose one: Polish (spec §3, id 1). */
export const DEFAULT_LANGUAGE_ID = LANGUAGE_IDS.PL;
