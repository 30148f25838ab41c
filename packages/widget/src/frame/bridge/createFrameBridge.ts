import { type Prefill, parsePrefill } from '@wizyta/core';
import { isTrustedOrigin } from '@wizyta/core/security';
import { type FrameSettings, parseFrameSettings } from '../../contract/FrameSettings';
import { reportOnce } from '../../contract/reportOnce';
import type { WizytaEventMap, WizytaEventName, WizytaFrameMessage } from '../../contract/WizytaEventTypes';
import { parentOrigin } from './parentOrigin';

/** The message a trusted parent frame posts to prefill the widget. */
export interface WizytaPrefillMessage {
  readonly type: 'wizyta:prefill';
  readonly prefill: Prefill;
}

/**
 * What the flow frame tells `<wizyta-booking>` beside the host events: the patient's first input
 * (`acted`), and Escape pressed in the frame (`escape`: a dialog around the frame closes, which
 * its own Escape handling cannot see while the focus is in the frame).
 */
export interface WizytaActedMessage {
  readonly type: 'wizyta:acted' | 'wizyta:escape';
}

/**
 * The flow frame leaves for the payment gateway: the partner page's element keeps the visit's id
 * for the return (the frame's own storage may be blocked). Only the visit's id, which the partner
 * page heard in `wizyta:booked` anyway and which opens nothing without the patient's token; never
 * the gateway's secret or the key the frame asks for the payment's status with.
 */
export interface WizytaHandoffMessage {
  readonly type: 'wizyta:handoff';
  readonly appointmentId: string;
}

export type { WizytaFrameMessage } from '../../contract/WizytaEventTypes';

/** The widget's side of the conversation with a parent frame. */
export interface FrameBridge {
  /** Posts a host event to the parent, addressed to its exact origin; no-op when untrusted. */
  post<Name extends WizytaEventName>(name: Name, detail: WizytaEventMap[Name]): void;
  /** Tells the parent the patient acted in the frame (it releases its reserved height). */
  acted(): void;
  /** Tells the parent the patient pressed Escape in the frame. */
  escape(): void;
  /** Tells the parent which payment the patient leaves for (see `returnedPaymentApi`). */
  handoff(visit: { readonly appointmentId: string }): void;
  /** Stops listening for messages. */
  dispose(): void;
}

// Messages posted before the parent's origin is known (it announces it with its settings).
const MAX_QUEUED = 64;

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'type' in data ? data.type : undefined;
}

/**
 * When `win` runs inside a frame, listens for `wizyta:prefill` and `wizyta:settings` messages and
 * hands validated data to `onPrefill` / `onSettings`. A message is accepted only when its
 * `event.origin` is exactly an entry of `trusted` (config `allowedIframeDataSources`), it comes
 * from the parent window, and its data passes {@link parsePrefill} or `parseFrameSettings`.
 * Everything else is ignored and reported once on the console. Events go to the parent's origin
 * ({@link parentOrigin}, or the origin a trusted settings message came from), never `'*'`; until
 * that is known they wait. Outside a frame this does nothing.
 */
export function createFrameBridge(
  win: Window,
  trusted: readonly string[],
  onPrefill: (prefill: Prefill) => void,
  onSettings: (settings: FrameSettings) => void = () => undefined,
): FrameBridge {
  if (win.parent === win)
    return {
      post: () => undefined,
      acted: () => undefined,
      escape: () => undefined,
      handoff: () => undefined,
      dispose: () => undefined,
    };
  let target = parentOrigin(win, trusted);
  let queue: object[] = [];
  const send = (message: object): void => {
    if (target !== null) win.parent.postMessage(message, target);
    else if (queue.length < MAX_QUEUED) queue.push(message);
  };

  const onMessage = (event: MessageEvent): void => {
    if (!isTrustedOrigin(event.origin, trusted)) {
      reportOnce(
        `ignored a message from ${event.origin || 'an unknown origin'}: not in allowedIframeDataSources`,
      );
      return;
    }
    if (event.source !== win.parent) {
      reportOnce(`ignored a message from ${event.origin}: not sent by the parent frame`);
      return;
    }
    const type = typeOf(event.data);
    if (type === 'wizyta:settings') {
      const settings = parseFrameSettings(event.data);
      if (!settings) return;
      if (target === null) {
        target = event.origin;
        const waiting = queue;
        queue = [];
        for (const message of waiting) send(message);
      }
      onSettings(settings);
      return;
    }
    if (type !== 'wizyta:prefill') {
      reportOnce(`ignored a message of type ${String(type)} from ${event.origin}`);
      return;
    }
    const result = parsePrefill((event.data as { prefill?: unknown }).prefill);
    if (!result.ok) {
      reportOnce(`ignored wizyta:prefill from ${event.origin}: the prefill ${result.reason}`);
      return;
    }
    onPrefill(result.prefill);
  };
  win.addEventListener('message', onMessage);

  return {
    post(name, detail) {
      const message: WizytaFrameMessage = { type: name, detail };
      send(message);
    },
    acted() {
      const message: WizytaActedMessage = { type: 'wizyta:acted' };
      send(message);
    },
    escape() {
      const message: WizytaActedMessage = { type: 'wizyta:escape' };
      send(message);
    },
    handoff({ appointmentId }) {
      const message: WizytaHandoffMessage = { type: 'wizyta:handoff', appointmentId };
      send(message);
    },
    dispose() {
      win.removeEventListener('message', onMessage);
    },
  };
}
