import { isLocale, type Locale } from '@wizyta/core';

/**
 * The UI language of this page load: `?lang=en`, `?lang=uk` (or `?lang=pl`) on the URL the portal
 * is opened with, like the widget's `lang` attribute, otherwise Polish. Deliberately not the
 * browser's language: Wizyta is a Polish product, and an English- or Ukrainian-speaking browser
 * must not change what a Polish patient sees; another language is something a partner or the
 * provider links to on purpose.
 */
export function readLocale(doc: Document): Locale {
  const lang = new URLSearchParams(doc.location.search).get('lang');
  return isLocale(lang) ? lang : 'pl';
}
