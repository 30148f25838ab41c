import { externalUrl, isTrustedUrl } from '@wizyta/core';
import { useApp } from '../../shared/useApp';

/** Props of {@link VideoRoom}. */
export interface VideoRoomProps {
  /** The visit's `aureroVisitUrl`. */
  readonly url: string | null | undefined;
}

// Scripts, its own origin's storage, forms and the room's own popups: what a video room needs.
// Never top navigation: the room cannot take the portal away.
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * The video room, framed only when its URL's origin is exactly on the frame trust list
 * (`embeddedContentOrigins`); camera and microphone are granted to that frame alone. Any other
 * URL gets an explanation and a link that opens it in a new tab, without an opener.
 */
export function VideoRoom({ url }: VideoRoomProps) {
  const { config, messages } = useApp();
  const room = externalUrl(url);
  if (!room) return <p className="room-note">{messages.t('visits.room.noRoom')}</p>;
  if (isTrustedUrl(room.href, config.embeddedContentOrigins))
    return (
      <iframe
        className="room-frame"
        src={room.href}
        title={messages.t('visits.room.frameTitle')}
        allow="camera; microphone"
        sandbox={SANDBOX}
        referrerPolicy="strict-origin"
      />
    );
  return (
    <div className="room-note">
      <p>{messages.t('visits.room.untrusted')}</p>
      <a
        className="action-button action-button-primary"
        href={room.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {messages.t('visits.room.openInNewTab')}{' '}
        <span className="visually-hidden">{messages.t('visits.newTab')}</span>
      </a>
    </div>
  );
}
