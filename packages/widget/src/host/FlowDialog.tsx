import { type ReactNode, useEffect, useRef, useState } from 'react';
import { hostText } from './hostText';

/** Props of {@link FlowDialog}. */
export interface FlowDialogProps {
  readonly host: HTMLElement;
  /** The element's `open` attribute is present. */
  readonly open: boolean;
  /** `popup`: with the button that opens the dialog; `dialog`: the dialog alone (`Wizyta('open')`). */
  readonly launcher: boolean;
  readonly lang: string | undefined;
  /** The flow (its frame), created at the first opening and kept, so reopening resumes it. */
  readonly children: ReactNode;
}

/**
 * The popup modes: the flow in a native modal `<dialog>` (top layer, the page behind it inert,
 * Escape closes it). The element's `open` attribute is the state: the button, `Wizyta('open')` and
 * `data-wizyta-open` set it, the close button, Escape and `Wizyta('close')` remove it. On closing,
 * focus returns to what had it before (the button, or the partner's own element).
 */
export function FlowDialog({ host, open, launcher, lang, children }: FlowDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const before = useRef<HTMLElement | null>(null);
  const [created, setCreated] = useState(open);

  useEffect(() => {
    const shown = dialog.current;
    if (!shown) return;
    if (open && !shown.open) {
      const active = host.shadowRoot?.activeElement ?? document.activeElement;
      before.current = active instanceof HTMLElement ? active : null;
      setCreated(true);
      shown.showModal();
    } else if (!open && shown.open) shown.close();
  }, [open, host]);

  const onClose = () => {
    host.removeAttribute('open');
    const target = before.current ?? button.current;
    before.current = null;
    target?.focus();
  };

  return (
    <div className="root" part="root">
      {launcher ? (
        <button
          ref={button}
          type="button"
          className="open"
          part="button"
          aria-haspopup="dialog"
          onClick={() => host.setAttribute('open', '')}
        >
          {hostText(lang, 'booking.host.open')}
        </button>
      ) : null}
      <dialog
        ref={dialog}
        className="dialog"
        part="dialog"
        aria-label={hostText(lang, 'booking.host.frameTitle')}
        onClose={onClose}
      >
        <div className="bar">
          <button type="button" className="close" part="close" onClick={() => dialog.current?.close()}>
            {hostText(lang, 'booking.host.close')}
          </button>
        </div>
        {created ? children : null}
      </dialog>
    </div>
  );
}
