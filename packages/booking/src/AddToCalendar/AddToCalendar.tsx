import type { AppointmentType, MessageId, Messages } from '@wizyta/core';
import { downloadFile } from './downloadFile';

/** Props of {@link AddToCalendar}: the patient's own booked visit. */
export interface AddToCalendarProps {
  readonly messages: Messages;
  readonly appointmentId: string;
  /** ISO start and end of the visit. */
  readonly start: string;
  readonly end: string;
  readonly appointmentType: AppointmentType;
  /** "Anna Nowak"; absent while no doctor is assigned. */
  readonly doctorName?: string | undefined;
  /** Absolute URL of the visit page in the portal. */
  readonly visitUrl: string;
  /** The host's button class; the flow's own secondary button by default. */
  readonly className?: string;
}

/**
 * "Dodaj do kalendarza": downloads an iCalendar file (`text/calendar`) of the visit — its type,
 * the doctor, how the doctor will get in touch and a link to the visit page, in Europe/Warsaw
 * time — made on the device from the patient's own visit (core's `createVisitIcs`, fetched on the
 * click with the flow's rarely used code: most patients never press it).
 */
export function AddToCalendar(props: AddToCalendarProps) {
  const { messages, appointmentType } = props;
  const download = async () => {
    const { createVisitIcs } = await import('../rareScreens');
    const visitType = messages.t(`visitType.${appointmentType}` as MessageId);
    const how = messages.t(`journey.calendar.how.${appointmentType}` as MessageId);
    const ics = createVisitIcs({
      appointmentId: props.appointmentId,
      domain: new URL(props.visitUrl).hostname,
      start: props.start,
      end: props.end,
      summary: props.doctorName
        ? messages.t('journey.calendar.summary', { visitType, doctor: props.doctorName })
        : visitType,
      description: [
        messages.t('journey.calendar.contact', { how }),
        messages.t('journey.calendar.link', { url: props.visitUrl }),
      ],
      url: props.visitUrl,
      now: new Date(),
    });
    downloadFile(`wizyta-${props.start.slice(0, 10)}.ics`, ics, 'text/calendar;charset=utf-8');
  };
  return (
    <button
      type="button"
      className={props.className ?? 'wb-button wb-button--secondary'}
      onClick={() => void download()}
    >
      {messages.t('journey.calendar.add')}
    </button>
  );
}
