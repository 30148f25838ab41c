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
 * on the click with the flow's rarely used code: most patients never press it.
 */
export function AddToCalendar({ messages, className, ...visit }: AddToCalendarProps) {
  const download = async () => {
    const { downloadVisitIcs } = await import('../rareScreens');
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
