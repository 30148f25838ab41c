/**
 * The error catalogue of spec §8 (and the codes of the additions to spec §7, marked below): every numeric code the backend or the client raises, plus the
 * three server texts that come without a code, with its Polish text (the source text shown in
 * toasts; the spec paraphrases them, so the wording here is ours). Polish only: AppError carries
 * this table on every page, and a Polish patient's first route must not carry other languages;
 * the English and Ukrainian texts live in the message catalogue (i18n/messages/errorsEn.ts,
 * errorsUk.ts) and load with it. Keep one entry per code even where two codes mean the same thing
 * (2003/2004, 4887/4957): the backend tells them apart and support staff search by code. Spec
 * §8's 2053, 4106 and 6001 are left out: nothing in the product can cause them (docs/api/README.md).
 */
export const ERROR_CODES = {
  2001: 'Kod stracił ważność.',
  2002: 'Kod został już wykorzystany.',
  2003: 'Kod został anulowany.',
  2004: 'Kod został anulowany.',
  2005: 'Nieprawidłowy kod.',
  4000: 'Wystąpił błąd podczas logowania.',
  4001: 'Nie udało się wysłać SMS-a.',
  4002: 'Wystąpił błąd weryfikacji.',
  4003: 'Nie udało się wysłać załącznika.',
  4082: 'Nie udało się wczytać powiadomień.',
  4102: 'Wyczerpano limit prób logowania. Spróbuj ponownie później.',
  4103: 'Nie udało się zalogować.',
  4105: 'Nieprawidłowy kod weryfikacyjny.',
  4107: 'Zbyt wiele prób wpisania kodu. Spróbuj ponownie później.',
  4108: 'Potwierdź, że nie jesteś robotem, aby otrzymać kod.',
  4133: 'Plik jest większy niż 10 MB.',
  4191: 'Nie udało się wysłać zapytania.',
  4212: 'Nie udało się wczytać danych pacjenta.',
  4214: 'Nie udało się zapisać zmian.',
  4237: 'Nie udało się sfinalizować zamówienia.',
  4239: 'Nie udało się wrócić do płatności.',
  4311: 'Sesja wygasła. Zostałeś wylogowany.',
  4312: 'Nie udało się wczytać danych pacjenta. Zostałeś wylogowany.',
  4313: 'Błąd portalu autoryzacyjnego.',
  4393: 'Nie udało się wczytać listy krajów.',
  4398: 'Nie udało się wczytać listy wizyt.',
  4412: 'Wystąpił błąd podczas rezerwacji.',
  4457: 'Nie udało się wczytać innych lekarzy.',
  4514: 'Nie udało się wczytać typów dokumentów.',
  4678: 'Nie udało się wczytać szczegółów wizyty.',
  4955: 'Nie udało się wczytać danych wizyty.',
  4679: 'Nie udało się wczytać dokumentów.',
  4811: 'Nie udało się zarezerwować wizyty.',
  4865: 'Nie udało się przedłużyć rezerwacji terminu.',
  4867: 'Wystąpił błąd podczas wylogowania.',
  4887: 'Nie udało się wysłać wiadomości.',
  4957: 'Wystąpił błąd podczas wysyłania wiadomości.',
  4889: 'Nie znaleziono terminu.',
  4892: 'Nie udało się obliczyć ceny.',
  4896: 'Nie udało się wczytać proponowanej wizyty.',
  4911: 'Nie udało się wczytać listy języków.',
  4956: 'Nie udało się wczytać wiadomości.',
  4966: 'Nie udało się wczytać listy miast.',
  4976: 'Nie udało się wczytać listy specjalizacji.',
  4981: 'Nie udało się wczytać wolnych terminów.',
  4982: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.',
  4983: 'Nie udało się zarejestrować użytkownika.',
  // Additions (DESIGN.md "Additions to spec §7"): cancelling and moving a visit.
  4701: 'Nie udało się odwołać wizyty.',
  4702: 'Nie udało się zmienić terminu wizyty.',
  4703: 'Tej wizyty nie można już odwołać ani przenieść.',
  4704: 'Minął czas na odwołanie lub zmianę terminu tej wizyty.',
  4705: 'Nowy termin musi dotyczyć wizyty tego samego rodzaju i tej samej specjalizacji.',
  4706: 'Nie udało się zapisać ankiety.',
  // Additions: the brand's clinics, where a stationary visit takes place.
  4707: 'Wybrana placówka nie przyjmuje w tym mieście.',
  4708: 'Nie udało się wczytać listy placówek.',
  SLOT_TAKEN: 'Wybrana godzina została już zajęta przez kogoś innego.',
  NO_DOCTOR_FOUND: 'Nie znaleziono lekarza w wybranym przedziale czasu.',
  NO_FREE_SLOTS: 'Brak wolnych terminów. Skontaktuj się z opiekunem pacjenta.',
} as const satisfies Readonly<Record<number | string, string>>;

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
