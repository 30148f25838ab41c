// The "Dodaj do kalendarza" file of a booked visit: iCalendar, made on the client.

export type { VisitCalendarEvent } from './createVisitIcs';
export { createVisitIcs } from './createVisitIcs';
export { escapeIcsText, foldIcsLine } from './icsText';
export { visitCalendarSpan } from './visitCalendarSpan';
