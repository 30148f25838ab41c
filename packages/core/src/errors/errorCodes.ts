/** A user-facing text in Polish and English (Ukrainian is added where it is needed: see `TranslatedText`). */
export interface LocalizedText {
  readonly pl: string;
  readonly en: string;
}

/**
 * The error catalogue of spec §8: every numeric code the backend or the client raises, plus the
 * three server texts that come without a code. Polish is the source text shown in toasts; the spec
 * paraphrases them, so the wording here is ours. Keep one entry per code even where two codes mean
 * the same thing (2003/2004, 4887/4957): the backend tells them apart and support staff search by code.
 */
export const ERROR_CODES = {
  2001: { pl: 'Kod stracił ważność.', en: 'The code has expired.' },
  2002: { pl: 'Kod został już wykorzystany.', en: 'The code has already been used.' },
  2003: { pl: 'Kod został anulowany.', en: 'The code has been cancelled.' },
  2004: { pl: 'Kod został anulowany.', en: 'The code has been cancelled.' },
  2005: { pl: 'Nieprawidłowy kod.', en: 'Invalid code.' },
  2053: { pl: 'Wpisz poprawny numer konta bankowego.', en: 'Enter a correct bank account number.' },
  4000: { pl: 'Wystąpił błąd podczas logowania.', en: 'An error occurred while signing in.' },
  4001: { pl: 'Nie udało się wysłać SMS-a.', en: 'The text message could not be sent.' },
  4002: { pl: 'Wystąpił błąd weryfikacji.', en: 'Verification failed.' },
  4003: { pl: 'Nie udało się wysłać załącznika.', en: 'The attachment could not be sent.' },
  4082: { pl: 'Nie udało się wczytać powiadomień.', en: 'Notifications could not be loaded.' },
  4102: {
    pl: 'Wyczerpano limit prób logowania. Spróbuj ponownie później.',
    en: 'You have used up all sign-in attempts. Try again later.',
  },
  4103: { pl: 'Nie udało się zalogować.', en: 'Sign-in failed.' },
  4105: { pl: 'Nieprawidłowy kod weryfikacyjny.', en: 'Wrong verification code.' },
  4106: { pl: 'Numer telefonu nie został zweryfikowany.', en: 'The phone number has not been verified.' },
  4107: {
    pl: 'Zbyt wiele prób wpisania kodu. Spróbuj ponownie później.',
    en: 'Too many code attempts. Try again later.',
  },
  4133: { pl: 'Plik jest większy niż 10 MB.', en: 'The file is larger than 10 MB.' },
  4191: { pl: 'Nie udało się wysłać zapytania.', en: 'The request failed.' },
  4212: { pl: 'Nie udało się wczytać danych pacjenta.', en: 'Patient data could not be loaded.' },
  4214: { pl: 'Nie udało się zapisać zmian.', en: 'The changes could not be saved.' },
  4237: { pl: 'Nie udało się sfinalizować zamówienia.', en: 'The order could not be completed.' },
  4239: { pl: 'Nie udało się wrócić do płatności.', en: 'Could not return to the payment.' },
  4311: {
    pl: 'Sesja wygasła. Zostałeś wylogowany.',
    en: 'Your session has expired. You have been signed out.',
  },
  4312: {
    pl: 'Nie udało się wczytać danych pacjenta. Zostałeś wylogowany.',
    en: 'Patient data could not be loaded. You have been signed out.',
  },
  4313: { pl: 'Błąd portalu autoryzacyjnego.', en: 'Authorisation portal error.' },
  4393: { pl: 'Nie udało się wczytać listy krajów.', en: 'Countries could not be loaded.' },
  4398: { pl: 'Nie udało się wczytać listy wizyt.', en: 'Visits could not be loaded.' },
  4412: { pl: 'Wystąpił błąd podczas rezerwacji.', en: 'An error occurred while booking.' },
  4457: { pl: 'Nie udało się wczytać innych lekarzy.', en: 'Other doctors could not be loaded.' },
  4514: { pl: 'Nie udało się wczytać typów dokumentów.', en: 'Document types could not be loaded.' },
  4678: { pl: 'Nie udało się wczytać szczegółów wizyty.', en: 'Visit details could not be loaded.' },
  4955: { pl: 'Nie udało się wczytać danych wizyty.', en: 'Visit data could not be loaded.' },
  4679: { pl: 'Nie udało się wczytać dokumentów.', en: 'Documents could not be loaded.' },
  4811: { pl: 'Nie udało się zarezerwować wizyty.', en: 'The visit could not be booked.' },
  4865: {
    pl: 'Nie udało się przedłużyć rezerwacji terminu.',
    en: 'The slot reservation could not be extended.',
  },
  4867: { pl: 'Wystąpił błąd podczas wylogowania.', en: 'An error occurred while signing out.' },
  4887: { pl: 'Nie udało się wysłać wiadomości.', en: 'The message could not be sent.' },
  4957: {
    pl: 'Wystąpił błąd podczas wysyłania wiadomości.',
    en: 'An error occurred while sending the message.',
  },
  4889: { pl: 'Nie znaleziono terminu.', en: 'Slot not found.' },
  4892: { pl: 'Nie udało się obliczyć ceny.', en: 'The price could not be calculated.' },
  4896: { pl: 'Nie udało się wczytać proponowanej wizyty.', en: 'The proposed visit could not be loaded.' },
  4911: { pl: 'Nie udało się wczytać listy języków.', en: 'Languages could not be loaded.' },
  4956: { pl: 'Nie udało się wczytać wiadomości.', en: 'Messages could not be loaded.' },
  4966: { pl: 'Nie udało się wczytać listy miast.', en: 'Cities could not be loaded.' },
  4976: { pl: 'Nie udało się wczytać listy specjalizacji.', en: 'Specialisations could not be loaded.' },
  4981: { pl: 'Nie udało się wczytać wolnych terminów.', en: 'Available slots could not be loaded.' },
  4982: {
    pl: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.',
    en: 'An unexpected error occurred. Please try again.',
  },
  4983: { pl: 'Nie udało się zarejestrować użytkownika.', en: 'User registration failed.' },
  6001: { pl: 'Pacjent nie jest ambasadorem.', en: 'The patient is not an ambassador.' },
  SLOT_TAKEN: {
    pl: 'Wybrana godzina została już zajęta przez kogoś innego.',
    en: 'The selected time has already been taken by someone else.',
  },
  NO_DOCTOR_FOUND: {
    pl: 'Nie znaleziono lekarza w wybranym przedziale czasu.',
    en: 'No doctor was found in the selected time range.',
  },
  NO_FREE_SLOTS: {
    pl: 'Brak wolnych terminów. Skontaktuj się z opiekunem pacjenta.',
    en: 'No free slots. Please contact the patient carer.',
  },
} as const satisfies Readonly<Record<number | string, LocalizedText>>;

/** Every key of the catalogue: a numeric code or one of the three code-less server texts. */
export type ErrorKey = keyof typeof ERROR_CODES;

/** A numeric error code of spec §8. */
export type ErrorCode = Extract<ErrorKey, number>;

/** The code shown for any failure the catalogue does not know (spec §8: "unexpected error"). */
export const UNEXPECTED_ERROR_CODE = 4982 satisfies ErrorCode;

/** True when `n` is a numeric code of the catalogue (not one of the string keys). */
export function isErrorCode(n: unknown): n is ErrorCode {
  return typeof n === 'number' && Number.isInteger(n) && Object.hasOwn(ERROR_CODES, n);
}

/** True when `key` is any catalogue key: a numeric code or `SLOT_TAKEN`, `NO_DOCTOR_FOUND`, `NO_FREE_SLOTS`. */
export function isErrorKey(key: unknown): key is ErrorKey {
  return (
    (typeof key === 'number' && isErrorCode(key)) ||
    (typeof key === 'string' && Object.hasOwn(ERROR_CODES, key) && Number.isNaN(Number(key)))
  );
}
