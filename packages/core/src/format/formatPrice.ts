import { INTL_LOCALE, type Locale } from '../i18n/locales';

const formatters: Partial<Record<Locale, Intl.NumberFormat>> = {};

/**
 * A price in złoty: `150,00 zł` (pl), `PLN 150.00` (en). Prices are always PLN (spec §1); only the
 * number conventions follow the UI language. Intl separates the amount and the currency with a
 * no-break space (U+00A0), which keeps `zł` on the amount's line.
 */
export function formatPrice(amount: number, locale: Locale = 'pl'): string {
  let formatter = formatters[locale];
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'PLN' });
    formatters[locale] = formatter;
  }
  return formatter.format(amount);
}
