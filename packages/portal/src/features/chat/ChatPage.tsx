import type { VisitViewer } from '@wizyta/core';
import { Link, useParams } from 'react-router';
import { ChatRoom } from '../../components/chat/ChatRoom';
import { useApp } from '../../shared/useApp';
import { useSessionState } from '../../shared/useSessionState';
import './chat.css';

/**
 * The post-visit chat (`/chat/:id`): the messages of patient and doctor, and the patient's one
 * question within 24 h of the visit end (or the doctor's answer), or why it cannot be asked.
 */
export default function ChatPage() {
  const { id = '' } = useParams();
  const { messages } = useApp();
  const { roles } = useSessionState();
  const viewer: VisitViewer = roles.includes('DOCTOR') ? 'DOCTOR' : 'PATIENT';
  return (
    <section className="chat-page" aria-labelledby="chat-title">
      <p className="chat-back">
        <Link to={`/visit/${encodeURIComponent(id)}`}>{messages.t('visits.chat.backToVisit')}</Link>
      </p>
      <h1 id="chat-title" tabIndex={-1}>
        {messages.t('visits.chat.title')}
      </h1>
      <ChatRoom visitId={id} viewer={viewer} />
    </section>
  );
}
