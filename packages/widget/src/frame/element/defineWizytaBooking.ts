import r2wc from '@r2wc/react-to-web-component';
import type { FunctionComponent } from 'react';
import { releaseReserveOnInput } from '../../contract/releaseReserveOnInput';
import { ATTRIBUTE_PROPS, type WizytaBookingAttributes } from '../../contract/WizytaBookingAttributes';

/** The element's tag name. */
export const WIZYTA_BOOKING_TAG = 'wizyta-booking';

// r2wc keeps props and its render method under these global symbols. It skips empty and removed
// attributes (`nfz=""`, removeAttribute), so the subclass below writes every change itself.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [PROPS]: Record<string, string | undefined>;
  [RENDER](): void;
}

const toAttribute = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const PROP_OF = new Map<string, string>(ATTRIBUTE_PROPS.map((prop) => [toAttribute(prop), prop]));

/**
 * Defines `<wizyta-booking>` (once; later calls return the existing class): `component` through
 * r2wc in an open shadow root, every attribute observed as a raw string — set, changed, emptied
 * or removed after mount, the element re-renders. A partner page's bundle passes the element that
 * opens the flow frame (`WizytaElement`); the flow frame passes the flow itself (`WizytaBooking`).
 * The root stays open: a cross-origin frame's document is out of any page script's reach anyway.
 */
export function defineWizytaBooking(
  registry: CustomElementRegistry,
  component: FunctionComponent<WizytaBookingAttributes>,
): CustomElementConstructor {
  const existing = registry.get(WIZYTA_BOOKING_TAG);
  if (existing) return existing;
  const props = Object.fromEntries(ATTRIBUTE_PROPS.map((prop) => [prop, 'string' as const]));
  const Base = r2wc<WizytaBookingAttributes>(component, { shadow: 'open', props });

  class WizytaBookingElement extends Base {
    constructor() {
      super();
      const internals = this as unknown as R2wcInternals;
      for (const [attribute, prop] of PROP_OF) {
        internals[PROPS][prop] = this.getAttribute(attribute) ?? undefined;
      }
      releaseReserveOnInput(this);
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const prop = PROP_OF.get(attribute);
      if (!prop) return;
      const internals = this as unknown as R2wcInternals;
      internals[PROPS][prop] = value ?? undefined;
      internals[RENDER]();
    }
  }

  registry.define(WIZYTA_BOOKING_TAG, WizytaBookingElement);
  return WizytaBookingElement;
}
