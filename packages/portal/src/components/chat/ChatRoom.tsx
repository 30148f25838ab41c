import '../components.css';
import type { Conversation, VisitViewer } from '@wizyta/core';
import { useState } from 'react';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';
import { LoadError } from '../LoadError';
import { Loading } from '../Loading';
import { useLoad } from '../useLoad';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';
import { chatFormState } from './chatFormState';

/** Props of {@link ChatRoom}. */
export interface ChatRoomProps {
  readonly visitId: string;
  readonly viewer: VisitViewer;
  /**
   * A chat consultation in progress: the form stays open for every message and the server
   * decides; otherwise the post-visit rule applies (one question within 24 h).
   */
  readonly live?: boolean;
}

/**
 * A visit's conversation: the messages, then the form or the reason there is none. A failed send
 * keeps the draft in the field (4887/4957 as a toast, the reason in a live region).
 */
export function ChatRoom({ visitId, viewer, live = false }: ChatRoomProps) {
  const { api, messages } = useApp();
  const toast = useToast();
  const conversation = useLoad(
    (signal) => api.getConversation({ params: { id: visitId } }, { signal }),
    [api, visitId],
  );
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');

  if (conversation.status === 'loading') return <Loading />;
  if (conversation.status === 'error')
    return <LoadError error={conversation.error} onRetry={conversation.reload} />;
  const current: Conversation = conversation.data;

  async function send(text: string): Promise<boolean> {
    setAnnouncement('');
    try {
      const sent = await api.sendMessage({ params: { id: visitId }, body: { message: text } });
      // The patient's one question is spent: the form gives way to the explanation.
      conversation.replace({
        ...current,
        messages: [...current.messages, sent],
        canAsk: viewer === 'PATIENT' ? false : current.canAsk,
      });
      setDraft('');
      setAnnouncement(messages.t('visits.chat.sent'));
      return true;
    } catch (error) {
      toast.error(error);
      setAnnouncement(messages.t('visits.chat.sendFailed'));
      return false;
    }
  }

  const form = chatFormState(current, viewer, live, new Date());
  const until = current.conversationExpiresAt ? messages.formatDateTime(current.conversationExpiresAt) : '';
  return (
    <div className="chat-room">
      <ChatThread messages={current.messages} />
      <p className="chat-announcement" role="status">
        {announcement}
      </p>
      {form === 'ask' || form === 'answer' || form === 'live' ? (
        <ChatComposer
          draft={draft}
          onDraftChange={setDraft}
          onSend={send}
          label={messages.t(viewer === 'DOCTOR' ? 'visits.chat.answerLabel' : 'visits.chat.questionLabel')}
          submitLabel={messages.t(viewer === 'DOCTOR' ? 'visits.chat.sendAnswer' : 'visits.chat.send')}
          {...(form === 'ask' && until
            ? { hint: messages.t('visits.chat.questionHint', { dateTime: until }) }
            : {})}
        />
      ) : (
        <p className="chat-closed">
          {form === 'closed'
            ? messages.t('visits.chat.windowClosed', { dateTime: until })
            : messages.t(
                form === 'asked'
                  ? 'visits.chat.alreadyAsked'
                  : form === 'notYet'
                    ? 'visits.chat.notYet'
                    : 'visits.chat.nothingToAnswer',
              )}
        </p>
      )}
    </div>
  );
}
