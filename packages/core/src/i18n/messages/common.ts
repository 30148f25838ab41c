// UI words shared by the portal and the widget. Feature-specific texts belong in their own module.

import { commonUk } from './commonUk';

const pl = {
  'common.loading': 'Ładowanie…',
  'common.retry': 'Spróbuj ponownie',
  'common.captcha.required': 'Potwierdź, że nie jesteś robotem.',
  'common.captcha.unavailable': 'Nie udało się wczytać zabezpieczenia przed robotami. Odśwież stronę.',
  'common.close': 'Zamknij',
  'common.cancel': 'Anuluj',
  'common.save': 'Zapisz',
  'common.confirm': 'Potwierdź',
  'common.next': 'Dalej',
  'common.back': 'Wstecz',
  'common.yes': 'Tak',
  'common.no': 'Nie',
  'common.signIn': 'Zaloguj się',
  'common.signOut': 'Wyloguj się',
  'common.skipToContent': 'Przejdź do treści',
  'common.contact': 'Kontakt',
  'common.makeAppointment': 'Umów wizytę',
  'common.myVisits': 'Moje wizyty',
  'common.accountData': 'Dane konta',
  'common.regulation': 'Regulamin',
  'common.privacyPolicy': 'Polityka prywatności',
  'common.accessibilityStatement': 'Deklaracja dostępności',
  'common.maintenance': 'Przerwa techniczna',
  'common.priceFrom': 'od {price}',
  'common.pageOf': 'Strona {page} z {pageCount}',
  'common.resultCount': '{count, plural, one {# wynik} few {# wyniki} many {# wyników} other {# wyniku}}',
} as const;

/** An id of this module. */
export type CommonMessageId = keyof typeof pl;

const en: Readonly<Record<CommonMessageId, string>> = {
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.captcha.required': 'Confirm that you are not a robot.',
  'common.captcha.unavailable': 'The anti-robot check could not be loaded. Reload the page.',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.confirm': 'Confirm',
  'common.next': 'Next',
  'common.back': 'Back',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.signIn': 'Sign in',
  'common.signOut': 'Sign out',
  'common.skipToContent': 'Skip to content',
  'common.contact': 'Contact',
  'common.makeAppointment': 'Book a visit',
  'common.myVisits': 'My visits',
  'common.accountData': 'Account details',
  'common.regulation': 'Terms of service',
  'common.privacyPolicy': 'Privacy policy',
  'common.accessibilityStatement': 'Accessibility statement',
  'common.maintenance': 'Scheduled maintenance',
  'common.priceFrom': 'from {price}',
  'common.pageOf': 'Page {page} of {pageCount}',
  'common.resultCount': '{count, plural, one {# result} other {# results}}',
};

/** Shared UI words, ids `common.<word>`; `priceFrom` takes an already formatted `price`. */
export const commonMessages = { pl, en, uk: commonUk };
