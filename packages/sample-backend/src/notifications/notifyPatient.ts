import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@wizyta/core';
import type { DataStore, VisitRecord } from '../seed/DataStore';

/** Active notifications kept per patient at most; the oldest goes first (a bounded store). */
export const MAX_NOTIFICATIONS_PER_PATIENT = 50;

// The title and text a client without a text of its own for the kind shows (Polish, the
// product's language); the portal shows its catalogue's text for the kind instead.
const TEXTS: Readonly<Record<NotificationKind, { title: string; message: (visit: string) => string }>> = {
  VISIT_BOOKED: { title: 'Wizyta zarezerwowana', message: (visit) => `Zarezerwowaliśmy wizytę: ${visit}.` },
  PAYMENT_ACCEPTED: {
    title: 'Wizyta opłacona',
    message: (visit) => `Przyjęliśmy płatność za wizytę: ${visit}.`,
  },
  PAYMENT_REJECTED: {
    title: 'Płatność odrzucona',
    message: (visit) => `Płatność za wizytę: ${visit} nie powiodła się. Możesz zapłacić ponownie.`,
  },
  VISIT_CANCELLED: { title: 'Wizyta odwołana', message: (visit) => `Odwołaliśmy wizytę: ${visit}.` },
  VISIT_RESCHEDULED: {
    title: 'Zmieniono termin wizyty',
    message: (visit) => `Nowy termin wizyty: ${visit}.`,
  },
  DOCTOR_ANSWERED: {
    title: 'Odpowiedź lekarza',
    message: (visit) => `Lekarz odpowiedział na Twoje pytanie do wizyty: ${visit}.`,
  },
  NEW_DOCUMENT: { title: 'Nowy dokument', message: (visit) => `Lekarz dodał dokument do wizyty: ${visit}.` },
  SURVEY_REQUESTED: {
    title: 'Wypełnij ankietę przed wizytą',
    message: (visit) => `Przed wizytą: ${visit} wypełnij krótką ankietę na stronie wizyty.`,
  },
};

const WARSAW = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Internista, 12 grudnia 10:00": the visit as the server-side text names it. */
function describeVisit(record: VisitRecord): string {
  return `${record.visit.specializationName}, ${WARSAW.format(new Date(record.visit.appointmentAt))}`;
}

/**
 * Tells the visit's patient that something happened to it (decided: booked, paid or not, cancelled,
 * moved, the doctor answered, a new document from the doctor). Active means unread; reading it
 * (`notification/deactivate`) makes it inactive.
 */
export function notifyPatient(
  store: DataStore,
  record: VisitRecord,
  kind: NotificationKind,
  now: Date,
): void {
  const text = TEXTS[kind];
  const own = store.notifications.filter((n) => n.ownerSub === record.ownerSub && n.notification.active);
  if (own.length >= MAX_NOTIFICATIONS_PER_PATIENT) {
    const oldest = own.reduce((a, b) => (a.notification.createdAt <= b.notification.createdAt ? a : b));
    store.notifications.splice(store.notifications.indexOf(oldest), 1);
  }
  store.notifications.push({
    ownerSub: record.ownerSub,
    notification: {
      id: `pow-${randomUUID().slice(0, 8)}`,
      title: text.title,
      message: text.message(describeVisit(record)),
      createdAt: now.toISOString(),
      active: true,
      appointmentId: record.visit.id,
      kind,
    },
  });
}
