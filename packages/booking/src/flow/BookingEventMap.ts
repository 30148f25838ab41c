/** A step as hosts see it (`order` is `summary`; `signIn` when the flow waits for a login). */
export type BookingStep =
  | 'search'
  | 'summary'
  | 'signIn'
  | 'personal'
  | 'symptoms'
  | 'payment'
  | 'confirm'
  | 'result'
  | 'noDoctors';

/**
 * Events the flow reports to its host, by name. The widget forwards each as `wizyta:<name>` with
 * this `detail`; they carry no personal or medical data (no names, PESEL, specialisations).
 */
export interface BookingEventMap {
  /** The patient reached another step. */
  readonly step: { readonly step: BookingStep };
  /** A slot is held until `expiresAt`. */
  readonly reserved: {
    readonly start: string;
    readonly appointmentType: string;
    readonly expiresAt: string | null;
  };
  /** The visit is booked; a stationary visit's clinic by its id (never its address). */
  readonly booked: {
    readonly appointmentId: string;
    readonly start: string;
    readonly appointmentType: string;
    readonly price: number;
    readonly clinicId?: string;
  };
  /** The online payment changed state. */
  readonly payment: { readonly appointmentId: string; readonly status: 'pending' | 'accepted' | 'rejected' };
  /** Something failed: the catalogue code (named errors are reported as 4889) and its text. */
  readonly error: { readonly code: number; readonly message: string };
}

/** A booking event's name. */
export type BookingEventName = keyof BookingEventMap;

/** Receives the flow's events: `onEvent('booked', { appointmentId, … })`. */
export type BookingEventHandler = <Name extends BookingEventName>(
  name: Name,
  detail: BookingEventMap[Name],
) => void;

/** An event of the operator's booking funnel (names of the portal's analytics). */
export type FunnelEventName = 'booking_step' | 'booking_result' | 'payment_method' | 'login';

/** Reports a funnel event to the operator's analytics: enum words only, never personal data. */
export type FunnelHandler = (event: FunnelEventName, props: Readonly<Record<string, string>>) => void;
