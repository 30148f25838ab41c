// Type declarations for partners embedding <wizyta-booking> (copied to dist/widget/).
// Usage in TypeScript: `/// <reference types="…/wizyta-booking" />` or import the types by name.
// dist/widget/wizyta-booking.d.ts is this file with the partner types inlined: one file, no imports.

// The event types and the partner's types are written once, in src/contract/WizytaEventTypes.ts and
// src/contract/WizytaPartnerTypes.ts; the build replaces the two lines below with those files'
// emitted declarations (scripts/partnerTypes.mjs).
import type {
  WizytaBookingAttributes,
  WizytaBookingElement,
  WizytaEventMap,
  WizytaEventName,
  WizytaGlobal,
} from './src/contract/WizytaPartnerTypes';

export type * from './src/contract/WizytaPartnerTypes';

/** The message a trusted parent frame posts to prefill the widget (exact target origin). */
export interface WizytaPrefillMessage {
  readonly type: 'wizyta:prefill';
  readonly prefill: import('./src/contract/WizytaPartnerTypes').WizytaPrefill;
}

type WizytaDocumentEvents = { [K in WizytaEventName]: CustomEvent<WizytaEventMap[K]> };

declare global {
  interface HTMLElementTagNameMap {
    'wizyta-booking': WizytaBookingElement;
  }
  interface DocumentEventMap extends WizytaDocumentEvents {}
  interface Window {
    Wizyta?: WizytaGlobal;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wizyta-booking': import('react').DetailedHTMLProps<
        import('react').HTMLAttributes<WizytaBookingElement>,
        WizytaBookingElement
      > &
        WizytaBookingAttributes & { class?: string };
    }
  }
}
