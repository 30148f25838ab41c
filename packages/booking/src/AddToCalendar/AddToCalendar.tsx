import type { Messages } from '@wizyta/core';
import type { CalendarVisit } from './downloadVisitIcs';

/** Props of {@link AddToCalendar}: the patient's own booked visit. */
export interface AddToCalendarProps extends CalendarVisit {
  readonly messages: Messages;
  /** The host's button class; the flow's own secondary button by default. */
  readonly className?: string;
}

/**
 * "Dodaj do kalendarza": downloads an iCalendar file of the visit (`downloadVisitIcs`), fetched
 * on the click in a chunk of its own: most patients never press it, and a page that shows the
 * button (the portal's visit page) loads nothing of the flow's other rare screens with it.
 */
export function AddToCalendar({ messages, className, ...visit }: AddToCalendarProps) {
  const download = async () => {
    const { downloadVisitIcs } = await import('./downloadVisitIcs');
    downloadVisitIcs(messages, visit);
  };
  return (
    <button
      type="button"
      className={className ?? 'wb-button wb-button--secondary'}
      onClick={() => void download()}
    >
      {messages.t('journey.calendar.add')}
    </button>
  );
}
