import { instanceOf } from './instanceOf';
import {
  WIZYTA_EVENT_VERSION,
  type WizytaEventMap,
  type WizytaEventName,
  type WizytaEventPayload,
} from './WizytaEventMap';

/** Receives every event the element dispatches (the frame bridge forwards them to the parent). */
export type WizytaEventListener = <Name extends WizytaEventName>(
  name: Name,
  detail: WizytaEventMap[Name],
) => void;

/**
 * Dispatches host event `name` on the element `target` as a `CustomEvent` that bubbles out of the
 * shadow root (`composed`), with `detail.v` and `detail.instance` (the element's, {@link instanceOf})
 * set, and hands the same detail to `forward` if given. Returns the dispatched event.
 */
export function dispatchWizytaEvent<Name extends WizytaEventName>(
  target: Element,
  name: Name,
  payload: WizytaEventPayload<Name>,
  forward?: WizytaEventListener,
): CustomEvent<WizytaEventMap[Name]> {
  const detail = {
    ...payload,
    instance: instanceOf(target),
    v: WIZYTA_EVENT_VERSION,
  } as WizytaEventMap[Name];
  const event = new CustomEvent<WizytaEventMap[Name]>(name, { detail, bubbles: true, composed: true });
  target.dispatchEvent(event);
  forward?.(name, detail);
  return event;
}
