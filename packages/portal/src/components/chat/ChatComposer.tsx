import { type FormEvent, useId, useRef, useState } from 'react';
import { useApp } from '../../shared/useApp';

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /** The draft, owned by the caller so that it survives a failed send and re-renders. */
  readonly draft: string;
  readonly onDraftChange: (draft: string) => void;
  /** Sends the trimmed text; resolves true when it was accepted. */
  readonly onSend: (text: string) => Promise<boolean>;
  readonly label: string;
  readonly submitLabel: string;
  /** Shown under the label, e.g. until when the question may be asked. */
  readonly hint?: string;
}

/** The message form: a labelled textarea (required) and a send button. */
export function ChatComposer({ draft, onDraftChange, onSend, label, submitLabel, hint }: ChatComposerProps) {
  const { messages } = useApp();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    setInvalid(false);
    setSending(true);
    const sent = await onSend(text);
    setSending(false);
    if (!sent) field.current?.focus();
  }

  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <textarea
        id={`${id}-text`}
        ref={field}
        rows={4}
        maxLength={4000}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {messages.t('visits.chat.required')}
        </p>
      )}
      <button type="submit" className="action-button action-button-primary" disabled={sending}>
        {sending ? messages.t('visits.chat.sending') : submitLabel}
      </button>
    </form>
  );
}
