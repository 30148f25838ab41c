import { TOWNS } from '@wizyta/core';
import { clinicsOf } from '../../seed/clinics';
import { COUNTRY_ITEMS, DOCUMENT_TYPE_ITEMS, GENDER_ITEMS, LANGUAGE_ITEMS } from '../../seed/dictionaries';
import { CALL_SPECIALIZATIONS, HOUSE_SPECIALIZATION } from '../../seed/specializations';
import type { ApiDeps } from '../ApiDeps';
import { requestBrand } from '../brandPermissions';

const plain = <T extends { id: number; name: string }>(items: readonly T[]) =>
  items.map(({ id, name }) => ({ id, name }));

/** Dictionaries: the signed-in ones under `dictionary/`, the anonymous ones under `visit-api/`. */
export function registerDictionaryRoutes({ route }: ApiDeps): void {
  route('getDocumentTypes', () => [...DOCUMENT_TYPE_ITEMS]);
  route('getAnonymousDocumentTypes', () => [...DOCUMENT_TYPE_ITEMS]);
  route('getGenders', () => [...GENDER_ITEMS]);
  route('getLanguages', () => [...LANGUAGE_ITEMS]);
  route('getAnonymousLanguages', () => [...LANGUAGE_ITEMS]);
  route('getCountries', () => [...COUNTRY_ITEMS]);
  route('getTowns', () => [...TOWNS]);
  // The clinics of the API base's brand: none for a brand that books no stationary visit.
  route('getClinics', ({ c, query }) => clinicsOf(requestBrand(c), query.townId));
  // Spec §3: about 40 call consultations; house visits only the general internist, id 0.
  route('getSpecializations', ({ query }) =>
    query.type === 'HOUSE' ? plain([HOUSE_SPECIALIZATION]) : plain(CALL_SPECIALIZATIONS),
  );
}
