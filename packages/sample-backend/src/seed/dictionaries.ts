import type { Country, DocumentTypeItem, Gender, Language } from '@wizyta/core';

/** Identity document types offered by the dictionaries (the profile also knows PESEL). */
export const DOCUMENT_TYPE_ITEMS: readonly DocumentTypeItem[] = [
  { code: 'PASSPORT', name: 'Paszport' },
  { code: 'DRIVING_LICENSE', name: 'Prawo jazdy' },
];

/** Genders for registration. */
export const GENDER_ITEMS: readonly Gender[] = [
  { code: 'FEMALE', name: 'Kobieta' },
  { code: 'MALE', name: 'Mężczyzna' },
];

/** Consultation languages with the fixed ids of spec §3 (PL 1, EN 2, UA 3, RU 4, DE 5). */
export const LANGUAGE_ITEMS: readonly Language[] = [
  { id: 1, name: 'polski' },
  { id: 2, name: 'angielski' },
  { id: 3, name: 'ukraiński' },
  { id: 4, name: 'rosyjski' },
  { id: 5, name: 'niemiecki' },
];

/** Countries a patient may be in during a remote consultation; Poland first. */
export const COUNTRY_ITEMS: readonly Country[] = [
  { id: 1, name: 'Polska' },
  { id: 2, name: 'Niemcy' },
  { id: 3, name: 'Wielka Brytania' },
  { id: 4, name: 'Irlandia' },
  { id: 5, name: 'Holandia' },
  { id: 6, name: 'Norwegia' },
  { id: 7, name: 'Ukraina' },
  { id: 8, name: 'Czechy' },
  { id: 9, name: 'Słowacja' },
  { id: 10, name: 'Litwa' },
  { id: 11, name: 'Hiszpania' },
  { id: 12, name: 'Włochy' },
  { id: 13, name: 'Francja' },
  { id: 14, name: 'Stany Zjednoczone' },
];
