import type { ChatMessage } from '@wizyta/core';
import { useApp } from '../../shared/useApp';

/** Props of {@link ChatThread}. */
export interface ChatThreadProps {
  readonly messages: readonly ChatMessage[];
}

/**
 * The messages of a conversation, oldest first: sender, role and Warsaw time above each text.
 * Texts are React text nodes only — an HTML or script payload shows literally, never runs.
 */
export function ChatThread({ messages: items }: ChatThreadProps) {
  const { messages } = useApp();
  if (items.length === 0) return <p className="chat-empty">{messages.t('visits.chat.noMessages')}</p>;
  return (
    <ol className="chat-thread" aria-label={messages.t('visits.chat.messages')}>
      {items.map((item, index) => {
        const when = messages.formatDateTime(item.deliveredOn);
        const role = messages.t(`visits.chat.role.${item.role}`);
        return (
          // Messages have no id of their own; the list only ever grows at the end.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <li key={index} className={`chat-message chat-message-${item.role.toLowerCase()}`}>
            <article
              aria-label={messages.t('visits.chat.messageFrom', { sender: item.senderName, dateTime: when })}
            >
              <p className="chat-meta">
                <span className="chat-sender">{item.senderName}</span>
                <span className="chat-role">{` (${role}) `}</span>
                <time dateTime={item.deliveredOn}>{when}</time>
              </p>
              <p className="chat-text">{item.message}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
