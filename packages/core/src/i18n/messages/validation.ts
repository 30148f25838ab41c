import { validationUk } from './validationUk';

// Messages of the validators and form schemas. Polish is the source text; English must name
// exactly the same ids (checked by the type below and by validation.test.ts).

const pl = {
  'validation.required': 'To pole jest wymagane',
  'validation.selectRequired': 'Wybierz jedną z opcji',
  'validation.invalid': 'Sprawdź wartość tego pola',
  'validation.textTooLong': 'Tekst może mieć najwyżej 2000 znaków',
  'validation.emailInvalid': 'Podaj prawidłowy adres e-mail, np. jan.kowalski@example.pl',
  'validation.phoneInvalid': 'Podaj prawidłowy numer telefonu (dla numerów polskich 9 cyfr)',
  'validation.phonePrefixInvalid': 'Podaj prawidłowy numer kierunkowy kraju, np. +48',
  'validation.postCodeInvalid': 'Kod pocztowy w formacie 00-000',
  'validation.peselInvalid': 'Podaj prawidłowy numer PESEL',
  'validation.nipFormat': 'NIP to 10 cyfr bez kresek i spacji',
  'validation.nipInvalid': 'Podaj prawidłowy numer NIP',
  'validation.firstNameLetters': 'Imię może zawierać tylko litery',
  'validation.lastNameLetters': 'Nazwisko może zawierać tylko litery i łącznik (-)',
  'validation.dateInvalid': 'Podaj prawidłową datę',
  'validation.dateInPast': 'Wybierz dzisiejszą lub późniejszą datę',
  'validation.birthDateInFuture': 'Data urodzenia nie może być datą z przyszłości',
  'validation.birthDateMismatch': 'Data urodzenia nie zgadza się z numerem PESEL',
  'validation.cityRequired': 'Wybierz miasto',
  'validation.specializationRequired': 'Wybierz specjalizację lekarza',
  'validation.specializationForAge': 'Ta specjalizacja nie pasuje do wieku pacjenta: wybierz inną',
  'validation.communicationTypeRequired': 'Wybierz co najmniej jedną formę kontaktu z lekarzem',
  'validation.slotRequired': 'Wybierz godzinę wizyty',
  'validation.ageRangeRequired': 'Wybierz przedział wiekowy pacjenta',
  'validation.regulationRequired': 'Zaakceptuj regulamin, aby kontynuować',
  'validation.termsRequired': 'Akceptacja regulaminu jest wymagana',
  'validation.patientRequired': 'Dodaj co najmniej jednego pacjenta',
  'validation.symptomRequired': 'Wybierz co najmniej jeden objaw lub opisz dolegliwości własnymi słowami',
  'validation.paymentMethodRequired': 'Wybierz metodę płatności',
  'validation.fileEmpty': 'Plik jest pusty',
  'validation.fileTooLarge': 'Plik jest większy niż 10 MB',
  'validation.fileTypeNotAllowed': 'Dodaj plik PDF, JPG, JPEG lub PNG',
  'validation.fileContentMismatch': 'Zawartość pliku nie odpowiada jego rozszerzeniu',
} as const;

/** Id of a validation message; every validator and form schema reports one of these. */
export type ValidationMessageId = keyof typeof pl;

const en = {
  'validation.required': 'This field is required',
  'validation.selectRequired': 'Choose one of the options',
  'validation.invalid': 'Check the value of this field',
  'validation.textTooLong': 'The text can be at most 2000 characters long',
  'validation.emailInvalid': 'Enter a valid e-mail address, e.g. jan.kowalski@example.pl',
  'validation.phoneInvalid': 'Enter a valid phone number (9 digits for Polish numbers)',
  'validation.phonePrefixInvalid': 'Enter a valid country calling code, e.g. +48',
  'validation.postCodeInvalid': 'Post code in the format 00-000',
  'validation.peselInvalid': 'Enter a valid PESEL number',
  'validation.nipFormat': 'A NIP is 10 digits without dashes or spaces',
  'validation.nipInvalid': 'Enter a valid NIP number',
  'validation.firstNameLetters': 'The first name can contain letters only',
  'validation.lastNameLetters': 'The last name can contain letters and a hyphen (-) only',
  'validation.dateInvalid': 'Enter a valid date',
  'validation.dateInPast': 'Choose today or a later date',
  'validation.birthDateInFuture': 'The date of birth cannot be in the future',
  'validation.birthDateMismatch': 'The date of birth does not match the PESEL number',
  'validation.cityRequired': 'Choose a city',
  'validation.specializationRequired': "Choose the doctor's specialisation",
  'validation.specializationForAge': "This specialisation does not suit the patient's age: choose another",
  'validation.communicationTypeRequired': 'Choose at least one way of contact with the doctor',
  'validation.slotRequired': 'Choose the time of the visit',
  'validation.ageRangeRequired': "Choose the patient's age range",
  'validation.regulationRequired': 'Accept the terms of service to continue',
  'validation.termsRequired': 'Accepting the terms of service is required',
  'validation.patientRequired': 'Add at least one patient',
  'validation.symptomRequired': 'Choose at least one symptom or describe your complaints in your own words',
  'validation.paymentMethodRequired': 'Choose a payment method',
  'validation.fileEmpty': 'The file is empty',
  'validation.fileTooLarge': 'The file is larger than 10 MB',
  'validation.fileTypeNotAllowed': 'Add a PDF, JPG, JPEG or PNG file',
  'validation.fileContentMismatch': "The file's content does not match its extension",
} as const satisfies Record<ValidationMessageId, string>;

/** Validation messages: Polish source texts and their English and Ukrainian translations, by message id. */
export const validationMessages = { pl, en, uk: validationUk } as const;

/**
 * Tells a validator's message id from zod's own English text. By its prefix, not by a look-up in
 * `pl`: a look-up would ship the Polish texts a second time in every bundle that validates (the
 * widget has them pre-compiled). validation.test.ts checks that every id a schema reports exists.
 */
export function isValidationMessageId(id: string): id is ValidationMessageId {
  return id.startsWith('validation.');
}
