import { useEffect, useMemo, useRef, useState } from 'react';
import { releaseReserve } from '../element/releaseReserveOnInput';
import type { WizytaBookingAttributes } from '../element/WizytaBookingAttributes';
import { isWizytaEventName } from '../events/WizytaEventMap';
import type { FrameSettingsMessage } from '../frame/FrameSettings';
import { FRAME_PROPS } from '../frame/frameProps';
import { reportOnce } from '../reportOnce';
import type { WizytaEmit } from '../root/BookingRootProps';
import { forgetPaymentReturn, readPaymentReturn, withoutPaymentReturn } from '../root/readPaymentReturn';
import { fetchBrandType } from './fetchBrandType';
import { type FramePaymentReturn, flowFrameUrl } from './flowFrameUrl';
import { hostText } from './hostText';
import { keepPaymentHandoff, takePaymentHandoff } from './paymentHandoff';
import { readThemeTokens } from './readThemeTokens';

/** Props of {@link FrameHost}. */
export interface FrameHostProps {
  readonly host: HTMLElement;
  readonly attributes: WizytaBookingAttributes;
  /** The brand's `config.json` (the `config-url` attribute, or the widget host's default). */
  readonly configUrl: string;
  /** The widget script's URL: the flow frame is `flow.html` beside it. */
  readonly scriptUrl: string;
  readonly emit: WizytaEmit;
  /** Escape pressed inside the frame (a dialog around it closes). */
  readonly onEscape?: () => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The gateway's return is the page's once: the first element on the page takes it.
let pendingReturn: FramePaymentReturn | null | undefined;
function takePaymentReturn(): FramePaymentReturn | null {
  if (pendingReturn !== undefined) return null;
  const returned = readPaymentReturn(window.location.href);
  if (!returned) {
    pendingReturn = null;
    return null;
  }
  forgetPaymentReturn(window.location, window.history);
  const paymentId = takePaymentHandoff(returned.appointmentId);
  pendingReturn = { ...returned, ...(paymentId ? { paymentId } : {}) };
  return pendingReturn;
}

/**
 * The booking flow on a partner page: an `<iframe>` of the provider's `flow.html`, in which
 * everything personal happens (sign-in, tokens, personal data, symptoms, payment, the stored
 * order) out of the reach of the page's scripts. This side holds only the brand, the language,
 * the non-personal attributes and the events: it sizes the frame from the frame's height
 * messages, sends it the attributes, the partner's `--wizyta-*` values and the page's URL
 * (`wizyta:settings`, to the provider's exact origin), and re-dispatches the frame's `wizyta:*`
 * events on the element — only messages from that frame's window and the provider's origin.
 */
export function FrameHost({ host, attributes, configUrl, scriptUrl, emit, onEscape }: FrameHostProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [brand, setBrand] = useState<string | 'failed' | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [paymentReturn] = useState(takePaymentReturn);
  const providerOrigin = new URL(scriptUrl).origin;
  const lang = attributes.lang;

  // The failure is reported in the language of the moment; only a new configuration reloads.
  const reportFailure = useRef<() => void>(() => undefined);
  reportFailure.current = () =>
    emit('wizyta:error', { code: 4982, message: hostText(lang, 'booking.host.failed') });
  useEffect(() => {
    let live = true;
    setBrand(null);
    fetchBrandType(configUrl).then(
      (type) => live && setBrand(type),
      (error: unknown) => {
        if (!live) return;
        reportOnce(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
        setBrand('failed');
        reportFailure.current();
      },
    );
    return () => {
      live = false;
    };
  }, [configUrl]);

  // The frame's address carries the attributes of the moment the brand is known; later changes
  // go by message, so a change never reloads the frame (nor loses what the patient typed).
  const attributesNow = useRef(attributes);
  attributesNow.current = attributes;
  const src = useMemo(
    () =>
      brand && brand !== 'failed'
        ? flowFrameUrl(scriptUrl, {
            type: brand,
            origin: window.location.origin,
            attributes: attributesNow.current,
            paymentReturn,
          })
        : null,
    [brand, scriptUrl, paymentReturn],
  );

  const settings = useMemo<FrameSettingsMessage>(() => {
    const sent: Record<string, string> = {};
    for (const prop of FRAME_PROPS) {
      const value = attributes[prop];
      if (value !== undefined) sent[prop] = value;
    }
    return {
      type: 'wizyta:settings',
      attributes: sent,
      theme: readThemeTokens(host),
      pageUrl: withoutPaymentReturn(window.location.href),
    };
  }, [attributes, host]);
  const ready = useRef(false);
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;
  const send = (message: FrameSettingsMessage) =>
    frame.current?.contentWindow?.postMessage(message, providerOrigin);
  const sendRef = useRef(() => send(settings));
  sendRef.current = () => send(settings);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the settings is re-sent
  useEffect(() => {
    if (ready.current) sendRef.current();
  }, [settings]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (event.origin !== providerOrigin) return;
      const data: unknown = event.data;
      if (!isRecord(data)) return;
      if (data.type === 'wizyta:acted') {
        releaseReserve(host);
        return;
      }
      if (data.type === 'wizyta:escape') {
        escapeRef.current?.();
        return;
      }
      if (data.type === 'wizyta:handoff') {
        keepPaymentHandoff(data.appointmentId, data.paymentId);
        return;
      }
      if (!isWizytaEventName(data.type) || !isRecord(data.detail)) return;
      if (data.type === 'wizyta:resize') {
        const reported = data.detail.height;
        if (typeof reported === 'number' && Number.isFinite(reported) && reported > 0)
          setHeight(Math.ceil(reported));
        return;
      }
      if (data.type === 'wizyta:ready') {
        ready.current = true;
        sendRef.current();
      }
      const { v: _version, ...payload } = data.detail;
      emit(data.type, payload as never);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [host, providerOrigin, emit]);

  if (brand === 'failed') {
    return (
      <div className="root" part="root">
        <p className="status" part="status" role="alert">
          {hostText(lang, 'booking.host.failed')}
        </p>
      </div>
    );
  }
  return (
    <div className="root" part="root">
      {src ? (
        <iframe
          ref={frame}
          part="frame"
          className="frame"
          src={src}
          title={hostText(lang, 'booking.host.frameTitle')}
          height={height ?? undefined}
        />
      ) : (
        <p className="status" part="status" role="status">
          {hostText(lang, 'common.loading')}
        </p>
      )}
    </div>
  );
}
