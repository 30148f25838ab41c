import {
  type AppointmentType,
  addressLine,
  type Clinic,
  createVisitIcs,
  type MessageId,
  type Messages,
} from '@wizyta/core';
import { downloadFile } from './downloadFile';

/** The booked visit a calendar file is made of (see `AddToCalendar`). */
export interface CalendarVisit {
  readonly appointmentId: string;
  /** ISO start and end of the visit. */
  readonly start: string;
  readonly end: string;
  readonly appointmentType: AppointmentType;
  /** "Anna Nowak"; absent while no doctor is assigned. */
  readonly doctorName?: string | undefined;
  /** The clinic of a stationary visit: the entry's LOCATION. */
  readonly clinic?: Clinic | undefined;
  /** Absolute URL of the visit page in the portal. */
  readonly visitUrl: string;
}

/**
 * Downloads the iCalendar file (`text/calendar`) of `visit` — its type, the doctor, how the doctor
 * will get in touch and a link to the visit page, in Europe/Warsaw time — made on the device from
 * the patient's own visit (core's `createVisitIcs`).
 */
export function downloadVisitIcs(messages: Messages, visit: CalendarVisit): void {
  const visitType = messages.t(`visitType.${visit.appointmentType}` as MessageId);
  const how = messages.t(`journey.calendar.how.${visit.appointmentType}` as MessageId);
  const ics = createVisitIcs({
    appointmentId: visit.appointmentId,
    domain: new URL(visit.visitUrl).hostname,
    start: visit.start,
    end: visit.end,
    summary: visit.doctorName
      ? messages.t('journey.calendar.summary', { visitType, doctor: visit.doctorName })
      : visitType,
    description: [
      messages.t('journey.calendar.contact', { how }),
      messages.t('journey.calendar.link', { url: visit.visitUrl }),
    ],
    location: visit.clinic ? `${visit.clinic.name}, ${addressLine(visit.clinic.address)}` : undefined,
    url: visit.visitUrl,
    now: new Date(),
  });
  downloadFile(`wizyta-${visit.start.slice(0, 10)}.ics`, ics, 'text/calendar;charset=utf-8');
}
