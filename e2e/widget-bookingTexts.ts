import type { SourceMessages } from '@wizyta/core/i18n/catalogue';

/**
 * The texts the booking steps (widget-bookingSteps.ts, portal-orderSteps.ts) find elements by:
 * Polish by default, written out so the Polish tests do not depend on the catalogue they check;
 * another language's from its catalogue ({@link bookingTextsOf}).
 */
export interface BookingTexts {
  readonly searchTitle: string;
  readonly city: string;
  readonly phoneCall: string;
  readonly specialization: string;
  readonly day: string;
  readonly hour: string;
  readonly adult: string;
  readonly nfz: string;
  readonly regulation: string;
  readonly search: string;
  readonly signInTitle: string;
  readonly phone: string;
  readonly sendCode: string;
  readonly code: string;
  readonly signIn: string;
  readonly personalTitle: string;
  readonly next: string;
  readonly symptomsTitle: string;
  readonly cough: string;
  /** Personal data for the fields the profile leaves empty, by label. */
  readonly personalData: Readonly<Record<string, string>>;
}

const PERSON = {
  pesel: '44051401359',
  firstName: 'Jan',
  lastName: 'Kowalski',
  city: 'Warszawa',
  postCode: '00-950',
  street: 'Marszałkowska',
  streetNumber: '1',
  email: 'anna@example.pl',
  phone: '500100200',
};

/** The Polish texts (the source language's, as a patient reads them). */
export const POLISH_TEXTS: BookingTexts = {
  searchTitle: 'Umów wizytę',
  city: 'Miasto',
  phoneCall: 'Rozmowa telefoniczna',
  specialization: 'Specjalizacja lekarza',
  day: 'Dzień wizyty',
  hour: 'Godzina',
  adult: 'Dorosły',
  nfz: 'Wizyta w ramach NFZ (bezpłatna)',
  regulation: 'Akceptuję regulamin serwisu',
  search: 'Szukaj lekarza',
  signInTitle: 'Zaloguj się, aby zarezerwować wizytę',
  phone: 'Numer telefonu',
  sendCode: 'Wyślij kod',
  code: 'Kod z SMS-a',
  signIn: 'Zaloguj',
  personalTitle: 'Dane osobowe',
  next: 'Dalej',
  symptomsTitle: 'Objawy',
  cough: 'Kaszel',
  personalData: {
    PESEL: PERSON.pesel,
    Imię: PERSON.firstName,
    Nazwisko: PERSON.lastName,
    Miejscowość: PERSON.city,
    'Kod pocztowy': PERSON.postCode,
    Ulica: PERSON.street,
    'Numer domu': PERSON.streetNumber,
    'Adres e-mail': PERSON.email,
    'Numer telefonu': PERSON.phone,
  },
};

/** The same texts in the language of catalogue `m` (e.g. core's `messagesUk`). */
export function bookingTextsOf(m: SourceMessages): BookingTexts {
  return {
    searchTitle: m['booking.search.title'],
    city: m['booking.search.city'],
    phoneCall: m['communicationType.CALL'],
    specialization: m['booking.search.specialization'],
    day: m['booking.search.date'],
    hour: m['booking.search.slot'],
    adult: m['booking.search.ageRange.ADULT'],
    nfz: m['booking.search.nfz'],
    regulation: m['booking.search.regulation'].replace('{link}', m['booking.search.regulationLink']),
    search: m['booking.search.submit'],
    signInTitle: m['booking.signIn.title'],
    phone: m['booking.personal.phoneNumber'],
    sendCode: m['booking.signIn.sendCode'],
    code: m['booking.signIn.code'],
    signIn: m['booking.signIn.submit'],
    personalTitle: m['booking.personal.title'],
    next: m['booking.next'],
    symptomsTitle: m['booking.symptoms.title'],
    cough: m['symptom.COUGH'],
    personalData: {
      [m['booking.personal.pesel']]: PERSON.pesel,
      [m['booking.personal.firstName']]: PERSON.firstName,
      [m['booking.personal.lastName']]: PERSON.lastName,
      [m['booking.address.city']]: PERSON.city,
      [m['booking.address.postCode']]: PERSON.postCode,
      [m['booking.address.streetName']]: PERSON.street,
      [m['booking.address.streetNumber']]: PERSON.streetNumber,
      [m['booking.personal.email']]: PERSON.email,
      [m['booking.personal.phoneNumber']]: PERSON.phone,
    },
  };
}
