import * as z from 'zod/mini';
import { ClinicSchema, ClinicsQuerySchema } from '../schemas/clinic';
import { CountrySchema } from '../schemas/country';
import { DocumentTypeItemSchema } from '../schemas/documentType';
import { GenderSchema } from '../schemas/gender';
import { LanguageSchema } from '../schemas/language';
import { SpecializationsQuerySchema } from '../schemas/listQueries';
import { SpecializationSchema } from '../schemas/specialization';
import { TownSchema } from '../schemas/town';
import type { ApiOperation } from './contractOperation';

const DICTIONARY = '/patient-portal/api/dictionary';
const ANONYMOUS = '/visit-api/anonymous';

/** The specializations of a visit type: the booking search's first call. */
export const SPECIALIZATION_OPERATIONS = {
  getSpecializations: {
    method: 'GET',
    path: '/visit-api/v1/specializations',
    auth: false,
    query: SpecializationsQuerySchema,
    response: z.array(SpecializationSchema),
    defaultErrorCode: 4976,
  },
} as const satisfies Record<string, ApiOperation>;

/** Dictionaries: the signed-in ones under the portal API, the anonymous ones under visit-api. */
export const DICTIONARY_OPERATIONS = {
  getDocumentTypes: {
    method: 'GET',
    path: `${DICTIONARY}/document-types`,
    auth: true,
    response: z.array(DocumentTypeItemSchema),
    defaultErrorCode: 4514,
  },
  getGenders: {
    method: 'GET',
    path: `${DICTIONARY}/genders`,
    auth: true,
    response: z.array(GenderSchema),
    defaultErrorCode: 4982,
  },
  getLanguages: {
    method: 'GET',
    path: `${DICTIONARY}/languages`,
    auth: true,
    response: z.array(LanguageSchema),
    defaultErrorCode: 4911,
  },
  getTowns: {
    method: 'GET',
    path: `${ANONYMOUS}/towns`,
    auth: false,
    response: z.array(TownSchema),
    defaultErrorCode: 4966,
  },
  /** The brand's clinics in a town (the brand of the API base), where a stationary visit takes place. */
  getClinics: {
    method: 'GET',
    path: `${ANONYMOUS}/clinics`,
    auth: false,
    query: ClinicsQuerySchema,
    response: z.array(ClinicSchema),
    defaultErrorCode: 4708,
    addition:
      'A stationary visit takes place at one of the brand’s clinics: the patient chooses it at booking (its name, address, hours and phone) and the visit carries it. An empty list: the brand has no clinic in that town.',
  },
  /** The path keeps the spec's singular `document-type`. */
  getAnonymousDocumentTypes: {
    method: 'GET',
    path: `${ANONYMOUS}/document-type`,
    auth: false,
    response: z.array(DocumentTypeItemSchema),
    defaultErrorCode: 4514,
  },
  getCountries: {
    method: 'GET',
    path: `${ANONYMOUS}/countries`,
    auth: false,
    response: z.array(CountrySchema),
    defaultErrorCode: 4393,
  },
  getAnonymousLanguages: {
    method: 'GET',
    path: `${ANONYMOUS}/languages`,
    auth: false,
    response: z.array(LanguageSchema),
    defaultErrorCode: 4911,
  },
  ...SPECIALIZATION_OPERATIONS,
} as const satisfies Record<string, ApiOperation>;
