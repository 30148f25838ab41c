import type { WizytaEventMap } from '../../contract/WizytaEventTypes';

/** The host events the `dataLayer` bridge forwards; the rest (holds, payments, errors) stay out. */
export const DATA_LAYER_EVENTS = ['wizyta:ready', 'wizyta:step', 'wizyta:booked'] as const;

/** One object pushed to the partner's `dataLayer`. */
export interface DataLayerEvent {
  readonly event: 'wizyta_ready' | 'wizyta_step' | 'wizyta_booked';
  readonly wizyta: Readonly<Record<string, unknown>>;
}

/**
 * The `dataLayer` object of a host event, built field by field. What goes to a tag
 * manager may go on to any analytics vendor, so only what names no one: the partner id, the
 * language, the step, the visit's type and the booking's attribution. Left out on purpose: the
 * appointment id (with the provider's records it points at one patient's visit), the start time
 * (with the id-less rest it still narrows to a person on a small brand) and the price (0 zł tells
 * an NFZ or insured patient apart, which is health-insurance data).
 */
export function toDataLayerEvent(name: string, detail: unknown): DataLayerEvent | null {
  if (typeof detail !== 'object' || detail === null) return null;
  if (name === 'wizyta:ready') {
    const { partner, lang } = detail as WizytaEventMap['wizyta:ready'];
    return { event: 'wizyta_ready', wizyta: { partner, lang } };
  }
  if (name === 'wizyta:step') {
    const { step } = detail as WizytaEventMap['wizyta:step'];
    return { event: 'wizyta_step', wizyta: { step } };
  }
  if (name === 'wizyta:booked') {
    const { appointmentType, attribution } = detail as WizytaEventMap['wizyta:booked'];
    return { event: 'wizyta_booked', wizyta: { appointmentType, attribution } };
  }
  return null;
}
