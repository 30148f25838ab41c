import { dispatchWizytaEvent } from '../../contract/dispatchWizytaEvent';
import type { FrameSettingsMessage } from '../../contract/FrameSettings';
import { FRAME_PROPS } from '../../contract/frameProps';
import { instanceOf } from '../../contract/instanceOf';
import { forgetPaymentReturn, withoutPaymentReturn } from '../../contract/readPaymentReturn';
import { releaseReserve } from '../../contract/releaseReserveOnInput';
import { reportOnce } from '../../contract/reportOnce';
import type { WizytaBookingAttributes } from '../../contract/WizytaBookingAttributes';
import { isWizytaEventName, type WizytaEventName } from '../../contract/WizytaEventMap';
import { fetchBrandType } from './fetchBrandType';
import { type FramePaymentReturn, flowFrameUrl } from './flowFrameUrl';
import { hostAttribution } from './hostAttribution';
import { hostText } from './hostText';
import { keepPaymentHandoff, takePaymentHandoff } from './paymentHandoff';
import { paymentReturnIsFor } from './paymentReturnFor';
import { readThemeTokens } from './readThemeTokens';

/** What {@link createFrameView} needs beyond the element. */
export interface FrameViewOptions {
  /**
   * The brand's `config.json` (`config-url`, `brand`, or the widget host's default), or why the
   * attributes name none (an unknown brand): the element then says it cannot start.
   */
  readonly configUrl: string | Error;
  /** The widget script's URL: the flow frame is `flow.html` in its folder. */
  readonly scriptUrl: string;
  /** Escape pressed inside the frame (a dialog around it closes). */
  readonly onEscape?: () => void;
}

/** The frame's side on the partner page: told of attribute changes, disposed with the element. */
export interface FrameView {
  update(attributes: WizytaBookingAttributes): void;
  dispose(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The gateway's return is the page's once: the element it is for takes it (see
// paymentReturnIsFor), and its parameter leaves the address bar, so no other element takes it.
function takePaymentReturn(host: HTMLElement): FramePaymentReturn | null {
  if (!paymentReturnIsFor(host)) return null;
  forgetPaymentReturn(window.location, window.history);
  const appointmentId = takePaymentHandoff();
  return appointmentId ? { appointmentId } : {};
}

/**
 * A new step's heading takes the focus in the frame (booking's StepHeading), and Chromium and
 * Firefox scroll the partner page to it; WebKit (every iPhone browser) scrolls no page for the focus
 * or `scrollIntoView` of a cross-origin frame, so a patient who pressed "Dalej" at the bottom of a
 * long step stayed below the top of the next one. The page brings the frame's top into view itself
 * on a step change, when the top is above the viewport (the page's own scroll-margin applies); the
 * first step, shown as the page loads, moves nothing.
 */
function bringFrameTopIntoView(frame: HTMLIFrameElement): void {
  if (frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
}

function paragraph(className: string, role: string, text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.setAttribute('part', 'status');
  p.setAttribute('role', role);
  p.textContent = text;
  return p;
}

/**
 * The booking flow on a partner page: an `<iframe>` of the provider's `flow.html` in `container`,
 * in which everything personal happens (sign-in, tokens, personal data, symptoms, payment, the
 * stored order) out of the reach of the page's scripts. This side holds only the brand, the
 * language, the non-personal attributes and the events: it sizes the frame from the frame's
 * height messages, sends it the attributes, the partner's `--wizyta-*` values and the page's URL
 * (`wizyta:settings`, to the provider's exact origin), and re-dispatches the frame's `wizyta:*`
 * events on `host` — only messages from that frame's window and the provider's origin count.
 * Plain DOM, no framework: the partner page downloads a few kilobytes, the frame the flow.
 */
export function createFrameView(
  host: HTMLElement,
  container: HTMLElement,
  first: WizytaBookingAttributes,
  options: FrameViewOptions,
): FrameView {
  const providerOrigin = new URL(options.scriptUrl).origin;
  const instance = instanceOf(host);
  const paymentReturn = takePaymentReturn(host);
  let attributes = first;
  let frame: HTMLIFrameElement | null = null;
  let ready = false;
  let disposed = false;
  let stepsShown = 0;

  const status = paragraph('status', 'status', hostText(attributes.lang, 'common.loading'));
  container.replaceChildren(status);

  const settings = (): FrameSettingsMessage => {
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
  };
  const send = () => {
    if (ready) frame?.contentWindow?.postMessage(settings(), providerOrigin);
  };

  const onMessage = (event: MessageEvent) => {
    if (!frame || event.source !== frame.contentWindow || event.origin !== providerOrigin) return;
    const data: unknown = event.data;
    if (!isRecord(data)) return;
    if (data.type === 'wizyta:acted') return releaseReserve(host);
    if (data.type === 'wizyta:escape') return options.onEscape?.();
    if (data.type === 'wizyta:handoff') return keepPaymentHandoff(data.appointmentId);
    if (!isWizytaEventName(data.type) || !isRecord(data.detail)) return;
    if (data.type === 'wizyta:resize') {
      const height = data.detail.height;
      if (typeof height === 'number' && Number.isFinite(height) && height > 0)
        frame.height = String(Math.ceil(height));
      return;
    }
    if (data.type === 'wizyta:ready') {
      ready = true;
      send();
    }
    if (data.type === 'wizyta:step' && stepsShown++ > 0) bringFrameTopIntoView(frame);
    const { v: _version, ...payload } = data.detail;
    dispatchWizytaEvent(host, data.type as WizytaEventName, payload as never);
  };
  window.addEventListener('message', onMessage);

  const { configUrl } = options;
  const brandType = typeof configUrl === 'string' ? fetchBrandType(configUrl) : Promise.reject(configUrl);
  brandType.then(
    (type) => {
      if (disposed) return;
      frame = document.createElement('iframe');
      frame.className = 'frame';
      frame.setAttribute('part', 'frame');
      frame.title = hostText(attributes.lang, 'booking.host.frameTitle');
      // The address carries the attributes of this moment; later changes go by message, so a
      // change never reloads the frame (nor loses what the patient typed).
      frame.src = flowFrameUrl(options.scriptUrl, {
        type,
        origin: window.location.origin,
        instance,
        attributes,
        paymentReturn,
        ...(typeof configUrl === 'string' ? { configUrl } : {}),
        attribution: hostAttribution(host, window.location.href),
      });
      container.replaceChildren(frame);
    },
    (error: unknown) => {
      if (disposed) return;
      reportOnce(`cannot start: ${error instanceof Error ? error.message : String(error)}`, 'error');
      const message = hostText(attributes.lang, 'booking.host.failed');
      container.replaceChildren(paragraph('status', 'alert', message));
      dispatchWizytaEvent(host, 'wizyta:error', { code: 4982, message });
    },
  );

  return {
    update(next) {
      attributes = next;
      if (frame) frame.title = hostText(attributes.lang, 'booking.host.frameTitle');
      send();
    },
    dispose() {
      disposed = true;
      window.removeEventListener('message', onMessage);
    },
  };
}
