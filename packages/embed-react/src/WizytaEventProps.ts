import type { WizytaEventName, WizytaHandler } from '@wizyta/embed';

/** Which `wizyta:*` event each `on…` prop of `<WizytaBooking>` listens to. */
export const EVENT_PROPS = {
  onReady: 'wizyta:ready',
  onStep: 'wizyta:step',
  onReserved: 'wizyta:reserved',
  onBooked: 'wizyta:booked',
  onPayment: 'wizyta:payment',
  onError: 'wizyta:error',
  onResize: 'wizyta:resize',
} as const satisfies Record<string, WizytaEventName>;

/** The event props: each gets the event's typed `detail` (and the `CustomEvent`). */
export type WizytaEventProps = {
  readonly [Prop in keyof typeof EVENT_PROPS]?: WizytaHandler<(typeof EVENT_PROPS)[Prop]>;
};
