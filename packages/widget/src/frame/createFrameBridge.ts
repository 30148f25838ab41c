import type { WizytaEventMap, WizytaEventName, WizytaFrameMessage } from '../events/WizytaEventTypes';
import { reportOnce } from '../reportOnce';
import { isTrustedOrigin } from './isTrustedOrigin';
import { type Prefill, parsePrefill } from './PrefillSchema';
import { parentOrigin } from './parentOrigin';

/** The message a trusted parent frame posts to prefill the widget. */
export interface WizytaPrefillMessage {
  readonly type: 'wizyta:prefill';
  readonly prefill: Prefill;
}

export type { WizytaFrameMessage } from '../events/WizytaEventTypes';

/** The widget's side of the conversation with a parent frame. */
export interface FrameBridge {
  /** Posts a host event to the parent, addressed to its exact origin; no-op when untrusted. */
  post<Name extends WizytaEventName>(name: Name, detail: WizytaEventMap[Name]): void;
  /** Stops listening for messages. */
  dispose(): void;
}

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'type' in data ? data.type : undefined;
}

/**
 * When `win` runs inside a frame, listens for `wizyta:prefill` messages and hands validated
 * prefill data to `onPrefill`. A message is accepted only when its `event.origin` is exactly an
 * entry of `trusted` (config `allowedIframeDataSources`), it comes from the parent window, and its
 * `prefill` passes {@link parsePrefill} (size limit, schema). Everything else is ignored and
 * reported once on the console. Outside a frame this does nothing.
 */
export function createFrameBridge(
  win: Window,
  trusted: readonly string[],
  onPrefill: (prefill: Prefill) => void,
): FrameBridge {
  if (win.parent === win) return { post: () => undefined, dispose: () => undefined };
  const target = parentOrigin(win, trusted);

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
      if (target === null) return;
      const message: WizytaFrameMessage = { type: name, detail };
      win.parent.postMessage(message, target);
    },
    dispose() {
      win.removeEventListener('message', onMessage);
    },
  };
}
