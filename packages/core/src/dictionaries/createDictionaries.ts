import type { ApiClient } from '../client/ApiClient';
import type { Country } from '../schemas/country';
import type { DocumentTypeItem } from '../schemas/documentType';
import type { Gender } from '../schemas/gender';
import type { Language } from '../schemas/language';
import type { Specialization } from '../schemas/specialization';
import type { Town } from '../schemas/town';
import { createDictionaryCache } from './createDictionaryCache';
import { dictionariesByClient } from './forgetSignedInDictionaries';

/** The API operations the dictionaries are read with. */
export type DictionaryApi = Pick<
  ApiClient,
  | 'getTowns'
  | 'getCountries'
  | 'getAnonymousLanguages'
  | 'getAnonymousDocumentTypes'
  | 'getLanguages'
  | 'getDocumentTypes'
  | 'getGenders'
  | 'getSpecializations'
>;

/**
 * The dictionaries of spec §3, each loaded once per session and shared by every screen. A failed
 * load rejects with the call's `AppError` (4966 towns, 4393 countries, 4911 languages, 4514
 * document types, 4976 specializations) and is loaded again on the next call.
 */
export interface Dictionaries {
  towns(): Promise<readonly Town[]>;
  countries(): Promise<readonly Country[]>;
  /** The consultation languages (anonymous `visit-api/anonymous/languages`). */
  languages(): Promise<readonly Language[]>;
  /** The identity document types (anonymous `visit-api/anonymous/document-type`). */
  documentTypes(): Promise<readonly DocumentTypeItem[]>;
  /** The signed-in patient's genders (`dictionary/genders`); forgotten at logout. */
  genders(): Promise<readonly Gender[]>;
  /** The signed-in document types (`dictionary/document-types`); forgotten at logout. */
  profileDocumentTypes(): Promise<readonly DocumentTypeItem[]>;
  /** The signed-in languages (`dictionary/languages`); forgotten at logout. */
  profileLanguages(): Promise<readonly Language[]>;
  /** The specializations of house visits (`HOUSE`) or of every other visit type (`CALL`). */
  specializations(type: 'CALL' | 'HOUSE'): Promise<readonly Specialization[]>;
  /** Forgets what was loaded with the patient's token: called when the session ends. */
  clearSignedIn(): void;
}

const SIGNED_IN = 'signed-in:';

/** The {@link Dictionaries} over one API client. Prefer {@link dictionariesFor} (one per client). */
export function createDictionaries(api: DictionaryApi): Dictionaries {
  const cache = createDictionaryCache();
  return {
    towns: () => cache.get('towns', () => api.getTowns()),
    countries: () => cache.get('countries', () => api.getCountries()),
    languages: () => cache.get('languages', () => api.getAnonymousLanguages()),
    documentTypes: () => cache.get('document-types', () => api.getAnonymousDocumentTypes()),
    genders: () => cache.get(`${SIGNED_IN}genders`, () => api.getGenders()),
    profileDocumentTypes: () => cache.get(`${SIGNED_IN}document-types`, () => api.getDocumentTypes()),
    profileLanguages: () => cache.get(`${SIGNED_IN}languages`, () => api.getLanguages()),
    specializations: (type) =>
      cache.get(`specializations:${type}`, () => api.getSpecializations({ query: { type } })),
    clearSignedIn: () => cache.clear((key) => key.startsWith(SIGNED_IN)),
  };
}

/**
 * The dictionaries of an API client, created on first use: every screen holding the same client
 * (the portal's session, the widget's flow) shares one cache, and so one request per dictionary.
 */
export function dictionariesFor(api: DictionaryApi): Dictionaries {
  let dictionaries = dictionariesByClient.get(api);
  if (!dictionaries) {
    dictionaries = createDictionaries(api);
    dictionariesByClient.set(api, dictionaries);
  }
  return dictionaries;
}
