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
 * Dispatches host event `name` on `target` as a `CustomEvent` that bubbles out of the shadow
 * root (`composed`), with `detail.v` set, and hands the same detail to `forward` if given.
 * Returns the dispatched event.
 */
export function dispatchWizytaEvent<Name extends WizytaEventName>(
  target: EventTarget,
  name: Name,
  payload: WizytaEventPayload<Name>,
  forward?: WizytaEventListener,
): CustomEvent<WizytaEventMap[Name]> {
  const detail = { ...payload, v: WIZYTA_EVENT_VERSION } as WizytaEventMap[Name];
  const event = new CustomEvent<WizytaEventMap[Name]>(name, { detail, bubbles: true, composed: true });
  target.dispatchEvent(event);
  forward?.(name, detail);
  return event;
}
