import type { Messages } from '@wizyta/core';
import { useEffect, useRef, useState } from 'react';
import { adoptCaptchaSheet } from './adoptCaptchaSheet';
import type { CaptchaSetup } from './CaptchaSetup';

/** Props of {@link Captcha}. */
export interface CaptchaProps {
  readonly setup: CaptchaSetup;
  readonly messages: Messages;
  /** The solution to send as `captchaToken` once solved, null while unsolved or expired. */
  readonly onChange: (token: string | null) => void;
}

interface AltchaStateChange {
  readonly state?: string;
  readonly payload?: string;
}

/**
 * The privacy-first captcha (ALTCHA: a proof of work in the browser, no third party, no cookie):
 * "Nie jestem robotem", solved on a click or a key press, announced to screen readers by the
 * widget itself. A solution is single-use: remount the component (a new `key`) after each submit.
 */
export function Captcha({ setup, messages, onChange }: CaptchaProps) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let widget: HTMLElement | null = null;
    let live = true;
    setup.load().then(
      ({ css }) => {
        if (!live) return;
        adoptCaptchaSheet(container, css);
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', setup.challengeUrl);
        widget.setAttribute('language', messages.locale === 'en' ? 'en' : 'pl');
        widget.setAttribute('name', 'captchaToken');
        widget.addEventListener('statechange', (event) => {
          const detail = (event as CustomEvent<AltchaStateChange>).detail;
          report.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
        });
        container.append(widget);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      widget?.remove();
      report.current(null);
    };
  }, [setup, messages.locale]);

  return (
    <div className="wb-captcha">
      <div ref={host} />
      {failed ? (
        <p className="wb-alert" role="alert">
          {messages.t('common.captcha.unavailable')}
        </p>
      ) : null}
    </div>
  );
}
