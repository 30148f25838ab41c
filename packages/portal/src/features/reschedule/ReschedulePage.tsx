import { canRescheduleVisit, changeWindow } from '@wizyta/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { useApp } from '../../shared/useApp';
import { RescheduleFlow } from './RescheduleFlow';
import './reschedule.css';

/**
 * `/visit/:id/reschedule`: a booked visit's new time. While the visit says it can move
 * (`reschedulableUntil`), the search for the same kind and specialization (RescheduleFlow); else
 * why not: until when it could have moved, or that it cannot move in the portal.
 */
export default function ReschedulePage() {
  const { id = '' } = useParams();
  const { api, messages } = useApp();
  const visit = useLoad((signal) => api.getAppointment({ params: { id } }, { signal }), [api, id]);
  const t = messages.t;
  const back = `/visit/${encodeURIComponent(id)}`;

  let content: ReactNode;
  if (visit.status === 'loading') content = <Loading />;
  else if (visit.status === 'error') content = <LoadError error={visit.error} onRetry={visit.reload} />;
  else {
    const now = new Date();
    const movable = canRescheduleVisit(visit.data, now) && visit.data.specializationId !== undefined;
    const closed = changeWindow(visit.data.reschedulableUntil, now) === 'closed';
    content = movable ? (
      <RescheduleFlow visit={visit.data} />
    ) : (
      <p className="reschedule__refusal">
        {closed && visit.data.reschedulableUntil
          ? t('visits.reschedule.closed', {
              dateTime: messages.formatDateTime(visit.data.reschedulableUntil),
            })
          : t('visits.reschedule.cannot')}
      </p>
    );
  }

  return (
    <section className="reschedule-page" aria-labelledby="reschedule-title">
      <p className="back-link">
        <Link to={back}>{t('visits.chat.backToVisit')}</Link>
      </p>
      <h1 id="reschedule-title" tabIndex={-1}>
        {t('visits.reschedule.title')}
      </h1>
      {content}
    </section>
  );
}
