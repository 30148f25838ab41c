import type { AppConfig, AppointmentType, Messages, Prefill } from '@wizyta/core';
import type { WizytaEventName, WizytaEventPayload } from '../../contract/WizytaEventMap';

/** Sends a host event from inside the flow (`emit('wizyta:step', { step: 'summary' })`). */
export type WizytaEmit = <Name extends WizytaEventName>(
  name: Name,
  payload: WizytaEventPayload<Name>,
) => void;

/** Where the search step starts: the element's attributes, overridden by prefill data. */
export interface SearchDefaults {
  /** Town id or slug. */
  readonly city: number | string | null;
  readonly specializationId: number | null;
  readonly appointmentType: AppointmentType | null;
  readonly nfz: boolean;
}

/**
 * What the element hands the booking flow's root ({@link FlowRoot}). `@wizyta/booking`'s `BookingApp`
 * takes these props; the element re-renders it whenever an attribute or the prefill changes.
 */
export interface FlowRootProps {
  /** The validated `config.json` of the brand. */
  readonly config: AppConfig;
  /** Texts and formats of the element's `lang`. */
  readonly messages: Messages;
  readonly search: SearchDefaults;
  /** Patient data a partner supplied (attribute or trusted frame message), if any. */
  readonly prefill: Prefill | null;
  /** The `partner` attribute (a partner's id for the provider's statistics), if any. */
  readonly partner: string | null;
  /** The element's `report-price`: `wizyta:booked` then carries the price (else `null`). */
  readonly reportPrice?: boolean;
  readonly emit: WizytaEmit;
  /** The element's instance name (`instanceOf`): its stored order and payment return are its own. */
  readonly instance: string;
  /**
   * In the flow frame: the partner page's URL, where the payment gateway returns to (the frame's
   * own URL otherwise). `null` or absent: this page.
   */
  readonly pageUrl?: string | null;
  /** In the flow frame: the flow leaves for the gateway (the visit's id goes to the partner page's element). */
  readonly onPaymentHandoff?: (visit: { readonly appointmentId: string }) => void;
}
