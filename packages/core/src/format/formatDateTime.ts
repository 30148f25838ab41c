import { INTL_LOCALE, type Locale } from '../i18n/locales';
import { parseInstant, WARSAW_TIME_ZONE } from './parseInstant';

type Style = 'date' | 'time' | 'dateTime';

const OPTIONS: Readonly<Record<Style, Intl.DateTimeFormatOptions>> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function format(style: Style, value: string | Date, locale: Locale): string {
  const key = `${style}:${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...OPTIONS[style],
      timeZone: WARSAW_TIME_ZONE,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(parseInstant(value));
}

/**
 * The calendar day of an instant in Warsaw: `30.03.2025` (pl), `03/30/2025` (en).
 * Offset-less strings are Warsaw wall time (see {@link parseInstant}).
 */
export function formatDate(value: string | Date, locale: Locale = 'pl'): string {
  return format('date', value, locale);
}

/** The Warsaw clock time of an instant: `14:30` (pl), `02:30 PM` (en). */
export function formatTime(value: string | Date, locale: Locale = 'pl'): string {
  return format('time', value, locale);
}

/** Date and Warsaw clock time: `30.03.2025, 14:30` (pl), `03/30/2025, 02:30 PM` (en). */
export function formatDateTime(value: string | Date, locale: Locale = 'pl'): string {
  return format('dateTime', value, locale);
}
