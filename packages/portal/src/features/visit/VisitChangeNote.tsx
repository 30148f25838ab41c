import { changeClosedSince, changeWindow, telHref, type Visit } from '@wizyta/core';
import { useApp } from '../../shared/useApp';

/** Props of {@link VisitChangeNote}. */
export interface VisitChangeNoteProps {
  readonly visit: Visit;
  readonly now: Date;
}

/**
 * What the patient may still change and until when, as the visit says (`cancellableUntil`,
 * `reschedulableUntil`); once the cut-off has passed, until when it was possible and the phone
 * line (config `contactPhone`) to call instead; a cancelled, paid visit's refund. Nothing when
 * the visit carries none of it (the doctor's view, an older backend).
 */
export function VisitChangeNote({ visit, now }: VisitChangeNoteProps) {
  const { config, messages } = useApp();
  const t = messages.t;
  const lines: string[] = [];
  const format = (iso: string) => messages.formatDateTime(iso);
  if (changeWindow(visit.reschedulableUntil, now) === 'open' && visit.reschedulableUntil)
    lines.push(t('visits.change.rescheduleUntil', { dateTime: format(visit.reschedulableUntil) }));
  if (changeWindow(visit.cancellableUntil, now) === 'open' && visit.cancellableUntil)
    lines.push(t('visits.change.cancelUntil', { dateTime: format(visit.cancellableUntil) }));
  const closedSince = changeClosedSince(visit, now);
  const refund = visit.refund;
  if (lines.length === 0 && !closedSince && !refund) return null;
  return (
    <div className="visit-change-note">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {closedSince && (
        <p>
          {t('visits.change.closed', { dateTime: format(closedSince) })}
          {config.contactPhone && (
            <>
              {' '}
              <a href={telHref(config.contactPhone)}>
                {t('visits.change.call', { phone: config.contactPhone })}
              </a>
            </>
          )}
        </p>
      )}
      {refund && (
        <p>{t(`visits.refund.${refund.status}`, { amount: messages.formatPrice(refund.amount) })}</p>
      )}
    </div>
  );
}
