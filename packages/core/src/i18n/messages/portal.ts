// Texts of the portal's shell (header, footer, toasts, loading, maintenance, start-up errors) and of
// its shared form parts (a form of any page says it has errors).
// Feature pages bring their own modules.

import { portalUk } from './portalUk';

const pl = {
  'portal.header.home': '{brand} — strona główna',
  'portal.form.invalid': 'Formularz zawiera błędy. Popraw zaznaczone pola.',
  'portal.form.required': '(wymagane)',
  'portal.form.optional': '(dobrowolne)',
  'portal.form.choose': 'Wybierz…',
  'portal.header.mainNav': 'Menu główne',
  'portal.header.account': 'Moje konto',
  'portal.header.openMenu': 'Otwórz menu',
  'portal.header.closeMenu': 'Zamknij menu',
  'portal.header.mobileNav': 'Menu',
  'portal.header.backToVisits': 'Wróć do moich wizyt',
  'portal.footer.nav': 'Informacje',
  'portal.footer.poweredBy': 'Powered by Wizyta',
  'portal.loading.page': 'Wczytywanie strony…',
  'portal.maintenance.text': 'Trwają prace serwisowe. Przepraszamy za utrudnienia — zapraszamy wkrótce.',
  'portal.configError.title': 'Nie można uruchomić portalu',
  'portal.configError.text':
    'Konfiguracja portalu jest niedostępna lub nieprawidłowa. Spróbuj ponownie za chwilę, a jeśli problem nie zniknie, skontaktuj się z nami.',
  'portal.placeholder.title': 'Strona w przygotowaniu',
  'portal.placeholder.text': 'Ta strona jest jeszcze przygotowywana. Zajrzyj tutaj wkrótce.',
  'portal.routeError.title': 'Nie udało się wczytać strony',
  'portal.routeError.text': 'Sprawdź połączenie z internetem i spróbuj ponownie.',
  'portal.toast.region': 'Powiadomienia',
  'portal.toast.dismiss': 'Zamknij powiadomienie',
  'portal.toast.errorWithCode': 'Błąd {code}: {message}',
  'portal.signedOut.title': 'Wylogowano',
  'portal.signedOut.reason': 'Błąd {code}: {message}',
  'portal.signedOut.signIn': 'Zaloguj się ponownie',
  'portal.header.notifications': 'Powiadomienia',
  'portal.header.notificationsUnread': 'Powiadomienia {count} (nieprzeczytane)',
  'portal.header.register': 'Załóż konto',
  'portal.footer.phone': 'Infolinia: {phone}',
  'portal.footer.email': 'E-mail: {email}',
} as const;

/** An id of this module. */
export type PortalMessageId = keyof typeof pl;

const en: Readonly<Record<PortalMessageId, string>> = {
  'portal.header.home': '{brand} — home page',
  'portal.form.invalid': 'The form has errors. Correct the marked fields.',
  'portal.form.required': '(required)',
  'portal.form.optional': '(optional)',
  'portal.form.choose': 'Choose…',
  'portal.header.mainNav': 'Main menu',
  'portal.header.account': 'My account',
  'portal.header.openMenu': 'Open menu',
  'portal.header.closeMenu': 'Close menu',
  'portal.header.mobileNav': 'Menu',
  'portal.header.backToVisits': 'Back to my visits',
  'portal.footer.nav': 'Information',
  'portal.footer.poweredBy': 'Powered by Wizyta',
  'portal.loading.page': 'Loading the page…',
  'portal.maintenance.text': 'Maintenance in progress. Sorry for the inconvenience — please come back soon.',
  'portal.configError.title': 'The portal cannot start',
  'portal.configError.text':
    'The portal configuration is unavailable or invalid. Try again in a moment; if the problem persists, contact us.',
  'portal.placeholder.title': 'Page in preparation',
  'portal.placeholder.text': 'This page is still being prepared. Please check back soon.',
  'portal.routeError.title': 'The page could not be loaded',
  'portal.routeError.text': 'Check your internet connection and try again.',
  'portal.toast.region': 'Notifications',
  'portal.toast.dismiss': 'Dismiss notification',
  'portal.toast.errorWithCode': 'Error {code}: {message}',
  'portal.signedOut.title': 'Signed out',
  'portal.signedOut.reason': 'Error {code}: {message}',
  'portal.signedOut.signIn': 'Sign in again',
  'portal.header.notifications': 'Notifications',
  'portal.header.notificationsUnread': 'Notifications {count} (unread)',
  'portal.header.register': 'Sign up',
  'portal.footer.phone': 'Phone line: {phone}',
  'portal.footer.email': 'E-mail: {email}',
};

/** Texts of the portal shell, ids `portal.<area>.<text>`; `home` takes the `brand` name. */
export const portalMessages = { pl, en, uk: portalUk };
