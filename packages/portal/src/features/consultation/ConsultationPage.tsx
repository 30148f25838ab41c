import type { VisitViewer } from '@wizyta/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ChatRoom } from '../../components/chat/ChatRoom';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { useApp } from '../../shared/useApp';
import { useSessionState } from '../../shared/useSessionState';
import { VideoRoom } from './VideoRoom';
import './consultation.css';

/**
 * The consultation room (`/consultation/:id`): the video room for a VIDEO visit or the chat room
 * for a CHAT visit. The back-to-visits header (and no footer) is the shell's ConsultationHeader.
 */
export default function ConsultationPage() {
  const { id = '' } = useParams();
  const { api, messages } = useApp();
  const { roles } = useSessionState();
  const viewer: VisitViewer = roles.includes('DOCTOR') ? 'DOCTOR' : 'PATIENT';
  const visit = useLoad((signal) => api.getAppointment({ params: { id } }, { signal }), [api, id]);
  const t = messages.t;

  let title = t('visits.room.title');
  let content: ReactNode;
  if (visit.status === 'loading') content = <Loading />;
  else if (visit.status === 'error') content = <LoadError error={visit.error} onRetry={visit.reload} />;
  else if (visit.data.visitType === 'VIDEO') {
    title = t('visits.room.titleVideo');
    content = <VideoRoom url={visit.data.aureroVisitUrl} />;
  } else if (visit.data.visitType === 'CHAT') {
    title = t('visits.room.titleChat');
    content = <ChatRoom visitId={visit.data.id} viewer={viewer} live />;
  } else content = <p className="room-note">{t('visits.room.notRemote')}</p>;

  return (
    <section className="consultation-page" aria-labelledby="consultation-title">
      <h1 id="consultation-title" tabIndex={-1}>
        {title}
      </h1>
      {content}
    </section>
  );
}
