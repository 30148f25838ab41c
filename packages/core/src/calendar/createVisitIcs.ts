import { parseInstant, WARSAW_TIME_ZONE, warsawOffsetMs } from '../format/parseInstant';
import { escapeIcsText, foldIcsLine } from './icsText';

/** One booked visit, with its texts already in the patient's language. */
export interface VisitCalendarEvent {
  /** The appointment id: with `domain`, the event's stable UID (a second download updates it). */
  readonly appointmentId: string;
  /** Host name of the portal, the UID's right-hand side (RFC 5545 §3.8.4.7 recommends one). */
  readonly domain: string;
  /** ISO start and end; offset-less values are Warsaw wall time, as everywhere in Wizyta. */
  readonly start: string | Date;
  readonly end: string | Date;
  /** The title: the visit type and the doctor ("Teleporada — dr Anna Nowak"). */
  readonly summary: string;
  /** Lines of the description: how the doctor gets in touch, the link to the visit page. */
  readonly description: readonly string[];
  /** Where the visit takes place (a stationary visit's clinic: its name and address); none for a call. */
  readonly location?: string | undefined;
  /** The visit page, also as the event's URL. */
  readonly url: string;
  /** When the file is made (DTSTAMP). */
  readonly now: Date;
}

// Europe/Warsaw since 1996: CET, and CEST from the last Sunday of March to the last of October.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${WARSAW_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number) => String(n).padStart(2, '0');

function stamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(
    date.getUTCHours(),
  )}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/** The Warsaw wall time of an instant, as an RFC 5545 local DATE-TIME (`20261124T143000`). */
function warsawLocal(value: string | Date): string {
  const epoch = parseInstant(value).getTime();
  return stamp(new Date(epoch + warsawOffsetMs(epoch)));
}

/**
 * An iCalendar file (RFC 5545) with the one visit, its times in Europe/Warsaw (the zone defined in
 * the file, so a calendar abroad still shows the right hour), escaped and folded, CRLF line ends.
 * Made on the patient's device from their own visit: nothing is sent anywhere.
 */
export function createVisitIcs(event: VisitCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wizyta//Portal pacjenta//PL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`wizyta-${event.appointmentId}@${event.domain}`)}`,
    `DTSTAMP:${stamp(event.now)}Z`,
    `DTSTART;TZID=${WARSAW_TIME_ZONE}:${warsawLocal(event.start)}`,
    `DTEND;TZID=${WARSAW_TIME_ZONE}:${warsawLocal(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description.join('\n'))}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT30M',
    `DESCRIPTION:${escapeIcsText(event.summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
