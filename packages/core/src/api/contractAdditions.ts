/**
 * Fields of spec §3's entities that the contract adds (DESIGN.md "Additions to spec §7"): the
 * provider's API must send them for the portal to show what was booked and to offer a change.
 * Each is optional in its schema, so a backend without them still answers valid entities; the
 * OpenAPI document marks each with `x-wizyta-addition` and the reason written here.
 */
export const FIELD_ADDITIONS: readonly {
  /** The component name of the entity (`VisitSchema` → `Visit`). */
  readonly entity: string;
  readonly fields: readonly string[];
  readonly why: string;
}[] = [
  {
    entity: 'Visit',
    fields: ['specializationId', 'booking'],
    why: 'What was booked, shown back to the patient and to the doctor (a house visit needs its address and entry information); the dictionary id lets a new time be searched in the same list.',
  },
  {
    entity: 'Visit',
    fields: ['cancellableUntil', 'reschedulableUntil', 'refundOnCancel', 'refund'],
    why: 'Whether and until when the patient may cancel or move the visit, and what happens to the payment: the backend decides, the client never guesses.',
  },
  {
    entity: 'Visit',
    fields: ['payment'],
    why: 'How the visit is settled (ONLINE, CASH, PLAN — covered by the insurer’s plan —, NFZ) and whether the patient has paid it: a cash visit is not paid when it is booked.',
  },
  {
    entity: 'CreateAppointmentRequest',
    fields: ['paymentType'],
    why: 'Widened with PLAN and NFZ (core’s visitPaymentType, checked by the API): a visit the insurer’s plan covers is never booked as CASH, so it cannot be taken for a cash visit with its surcharge.',
  },
  {
    entity: 'Visit',
    fields: ['clinic'],
    why: 'Where a stationary visit takes place: the clinic chosen at booking, with its address, hours and phone, shown on the visit page and written into the calendar entry.',
  },
  {
    entity: 'CreateAppointmentRequest',
    fields: ['clinicId'],
    why: 'The clinic of a stationary visit, one of `clinics` for the held slot’s town and the brand (4707 otherwise); required for a stationary visit, refused for any other kind.',
  },
  {
    entity: 'PriceCalculation',
    fields: ['voucherError'],
    why: 'Why an INVALID discount code is refused, as its catalogue code (2001 expired, 2002 used, 2003 cancelled, 2004 cancelled for this brand or kind of visit, 2005 not a code), so the patient reads the reason at the code’s field.',
  },
  {
    entity: 'Visit',
    fields: ['invoiceAvailable'],
    why: 'Whether the invoice of a visit paid with invoice data can be downloaded, so the patient is offered it only then.',
  },
  {
    entity: 'Visit',
    fields: ['survey'],
    why: 'The pre-visit survey of a visit in NEW (symptoms, medicines, allergies per patient), shown back to the patient and to the doctor with the booking details.',
  },
  {
    entity: 'PatientProfile',
    fields: ['reminders'],
    why: 'Which channels carry the visit reminders (SMS, e-mail, both or none); absent means both.',
  },
  {
    entity: 'PatientProfileUpdate',
    fields: ['reminders'],
    why: 'The patient chooses the channels of the visit reminders; absent keeps the stored choice.',
  },
  {
    entity: 'Notification',
    fields: ['kind'],
    why: 'What the notification is about, so that the client shows it in the language of the patient.',
  },
];
