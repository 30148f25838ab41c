import { type Visit, visitPaymentLabel, visitStatusLabel } from '@wizyta/core';
import { useApp } from '../../shared/useApp';

/** Props of {@link VisitSummary}. */
export interface VisitSummaryProps {
  readonly visit: Visit;
}

/** Everything about one visit, as a description list. */
export function VisitSummary({ visit }: VisitSummaryProps) {
  const { messages } = useApp();
  const t = messages.t;
  const rows: Array<readonly [string, string, string?]> = [
    [t('visits.detail.field.status'), t(visitStatusLabel(visit))],
    [t('visits.detail.field.date'), messages.formatDateTime(visit.appointmentAt), visit.appointmentAt],
    [
      t('visits.detail.field.doctor'),
      visit.doctor ? `${visit.doctor.firstName} ${visit.doctor.lastName}` : t('visits.noDoctor'),
    ],
    [t('visits.detail.field.type'), t(`visitType.${visit.visitType}`)],
    [t('visits.detail.field.specialization'), visit.specializationName],
    [t('visits.detail.field.nfz'), t(visit.nfzVisit ? 'common.yes' : 'common.no')],
  ];
  const payment = visitPaymentLabel(visit);
  if (payment && visit.payment)
    rows.push([
      t('visits.detail.field.payment'),
      t(payment, { amount: messages.formatPrice(visit.payment.amount) }),
    ]);
  if (visit.finishedAt)
    rows.push([
      t('visits.detail.field.finishedAt'),
      messages.formatDateTime(visit.finishedAt),
      visit.finishedAt,
    ]);
  if (visit.conversationExpiresAt)
    rows.push([
      t('visits.detail.field.chatUntil'),
      messages.formatDateTime(visit.conversationExpiresAt),
      visit.conversationExpiresAt,
    ]);
  return (
    <dl className="visit-summary">
      {rows.map(([term, value, iso]) => (
        <div key={term} className="visit-summary-row">
          <dt>{term}</dt>
          <dd>{iso ? <time dateTime={iso}>{value}</time> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
