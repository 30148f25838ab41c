import { randomUUID } from 'node:crypto';
import {
  type AppointmentType,
  type CreateAppointmentRequest,
  isPaidByPatient,
  PaymentRedirectQuerySchema,
  PriceCalculationRequestSchema,
  type ProcessStatus,
  type VisitPaymentType,
} from '@wizyta/core';
import type { AuthUser } from '../../auth/AuthUser';
import { brandOf } from '../../config/deployments';
import { ApiError } from '../../http/ApiError';
import { paymentStatusOf, startPayment } from '../../payment/paymentLedger';
import { GATEWAY_PATH } from '../../payment/registerPaymentGateway';
import { resolveReturnUrl } from '../../payment/resolveReturnUrl';
import { keepReturnKey } from '../../payment/returnKeyCookie';
import type { DataStore, Reservation, VisitRecord } from '../../seed/DataStore';
import { SEED_DOCTORS, toApiDoctor } from '../../seed/doctors';
import { findSpecialization } from '../../seed/specializations';
import type { ApiDeps } from '../ApiDeps';
import { bookingClinic } from '../booking/bookingClinic';
import { bookingDetails } from '../booking/bookingDetails';
import { calculatePrice } from '../booking/calculatePrice';
import { checkBookingPlace } from '../booking/checkBookingPlace';
import { createIdempotencyStore, parseIdempotencyKey } from '../booking/createIdempotencyStore';
import { requireBookingPatient } from '../booking/requireBookingPatient';
import { bookingSettlement, requestBrand, requirePriceView } from '../brandPermissions';
import { findReservation, liveReservation } from '../slots/holdSlot';
import { isDoctor, visitFor } from '../visitAccess';

/**
 * Spec §4 (transitions "not shown"; decided): where a new booking starts. A prescription visit
 * starts in NEW: the doctor decides on the pre-visit survey (`visits/surveyStatus.ts`).
 */
function initialStatus(settlement: VisitPaymentType, price: number, type: AppointmentType): ProcessStatus {
  if (type === 'PRESCRIPTION') return 'NEW';
  if (settlement === 'NFZ') return 'PENDING';
  if (settlement === 'ONLINE' && price > 0) return 'WAITING_FOR_PAYMENT';
  // Booked: a cash visit is paid at the visit, a covered one by the plan (the visit's `payment`
  // says which, so PAID here never reads as "paid" on its own).
  return 'PAID';
}

function hasAttribution(
  attribution: CreateAppointmentRequest['attribution'],
): attribution is NonNullable<CreateAppointmentRequest['attribution']> {
  return attribution !== undefined && (attribution.partner !== undefined || attribution.utm !== undefined);
}

/** Keys an object inherits: never a patient id (a lookup by them would find the prototype's). */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function patientsOf(body: CreateAppointmentRequest, fallbackName: string): Record<string, string> {
  if (body.patients.some((p) => p.id !== undefined && PROTOTYPE_KEYS.has(p.id))) {
    throw new ApiError(400, 4811, 'Nieprawidłowy identyfikator pacjenta.');
  }
  const entries = body.patients.map((p, index) => {
    const name =
      [p.firstName, p.lastName].filter(Boolean).join(' ') ||
      (index === 0 ? fallbackName : `Pacjent ${index + 1}`);
    return [p.id ?? `pac-${randomUUID().slice(0, 8)}`, name] as const;
  });
  return Object.fromEntries(entries);
}

function newVisit(
  store: DataStore,
  user: AuthUser,
  hold: Reservation,
  body: CreateAppointmentRequest,
  ownerName: string,
  settlement: VisitPaymentType,
): VisitRecord {
  const doctor = SEED_DOCTORS.find((d) => d.id === hold.doctorId);
  const specialization = findSpecialization(hold.specializationId);
  // Covered by the patient's plan (a brand without prices) or by the NFZ: the patient pays nothing.
  const { price } = isPaidByPatient(settlement)
    ? calculatePrice({
        basePrice: hold.price,
        voucher: body.voucher,
        paymentType: settlement,
        brand: brandOf(user.deployment),
        appointmentType: hold.appointmentType,
      })
    : { price: 0 };
  const id = `w-${randomUUID().slice(0, 8)}`;
  const record: VisitRecord = {
    visit: {
      id,
      visitType: hold.appointmentType,
      appointmentAt: hold.start.toISOString(),
      finishedAt: null,
      conversationExpiresAt: null,
      doctor: doctor ? toApiDoctor(doctor) : null,
      contractorId: 'general',
      processStatus: initialStatus(settlement, price, hold.appointmentType),
      nfzVisit: body.forNfz,
      specialization: specialization?.code ?? 'INTERNIST',
      specializationName: specialization?.name ?? 'Internista',
      prescriptionVisitUrl: null,
      aureroVisitUrl: null,
      // Where the booking came from, as the contract's schema left it: whitelisted keys.
      ...(hasAttribution(body.attribution) ? { attribution: body.attribution } : {}),
    },
    ownerSub: user.sub,
    doctorId: hold.doctorId,
    patients: patientsOf(body, ownerName),
    appointmentType: hold.appointmentType,
    specializationId: hold.specializationId,
    price,
    paymentType: settlement,
    reservationId: hold.id,
    booking: bookingDetails(body),
    deployment: user.deployment,
    contactEmail: body.email,
  };
  store.visits.set(id, record);
  return record;
}

/** The price, the booking (`POST appointments`) and the payment calls. */
export function registerBookingRoutes({ ctx, store, route, notify }: ApiDeps): void {
  route(
    'calculatePrice',
    ({ c, body }) => {
      requirePriceView(c, body.forNfz ?? false);
      const hold = findReservation(store, body.slotReservationId);
      return calculatePrice({
        basePrice: hold.price,
        voucher: body.voucher,
        paymentType: body.paymentType,
        forNfz: body.forNfz,
        brand: requestBrand(c),
        appointmentType: hold.appointmentType,
      });
    },
    { body: PriceCalculationRequestSchema },
  );

  const idempotency = createIdempotencyStore(ctx.clock);

  // `Idempotency-Key`: a retry after a lost answer returns the first booking's answer
  // instead of 409 "slot taken"; the same key with another body is refused.
  route('createAppointment', ({ c, user, body }) => {
    requireBookingPatient(ctx, store, user);
    const key = parseIdempotencyKey(c.req.header('idempotency-key'));
    const replayed = key === undefined ? undefined : idempotency.replay(user.sub, key, body);
    if (replayed) return replayed;
    const answer = book(user, body);
    if (key !== undefined) idempotency.remember(user.sub, key, body, answer);
    return answer;
  });

  const book = (user: AuthUser, body: CreateAppointmentRequest) => {
    const profile = store.profiles.get(user.sub);
    if (body.forNfz && !profile?.nfzActive) {
      throw new ApiError(403, 4811, 'Wizyta NFZ wymaga złożenia deklaracji wyboru lekarza POZ.');
    }
    const held = findReservation(store, body.slotReservationId);
    const settlement = bookingSettlement(user, profile?.nfzActive ?? false, held.appointmentType, body);
    checkBookingPlace(body);
    const clinic = bookingClinic(held, body.clinicId, brandOf(user.deployment));
    // Checked and consumed in one synchronous step: a second booking of the hold gets 409.
    const hold = liveReservation(store, body.slotReservationId, ctx.clock.now());
    const ownerName = profile ? `${profile.firstName} ${profile.lastName}` : user.username;
    const record = newVisit(store, user, hold, body, ownerName, settlement);
    if (clinic) record.visit.clinic = clinic;
    hold.bookedVisitId = record.visit.id;
    if (body.setDefaultAddress && profile) {
      const { city, postCode, streetName, streetNumber, flatNumber } = body.address;
      profile.address = { city, postCode, streetName, streetNumber, flatNumber };
    }
    notify(record, 'VISIT_BOOKED');
    if (record.visit.processStatus === 'NEW') notify(record, 'SURVEY_REQUESTED');
    ctx.log(`[rezerwacja] wizyta ${record.visit.id} (${record.visit.processStatus})`);
    return { appointmentId: record.visit.id, processStatus: record.visit.processStatus };
  };

  route(
    'getPaymentRedirect',
    ({ c, user, query }) => {
      const record = visitFor(store, user, query.appointmentId, 4239);
      // Paying is the patient's own act: a doctor of the visit sees it, but starting a payment
      // would void the patient's open one and move the visit to PROCESSING_PAYMENT.
      if (isDoctor(user) || record.ownerSub !== user.sub) {
        throw new ApiError(403, 4239, 'Płatność rozpoczyna pacjent, do którego należy wizyta.');
      }
      const status = record.visit.processStatus;
      if (status !== 'WAITING_FOR_PAYMENT' && status !== 'PROCESSING_PAYMENT') {
        throw new ApiError(409, 4239, 'Ta wizyta nie czeka na płatność.');
      }
      const returnUrl = resolveReturnUrl(ctx, record.visit.id, query.returnUrl, brandOf(user.deployment));
      const payment = startPayment(store, record, returnUrl, ctx.clock.now());
      keepReturnKey(c, payment.returnKey);
      return {
        // The secret travels in the posted form: it is never in an address, and no id the client
        // or a partner page sees opens the gateway page.
        redirectUrl: `${ctx.origins.publicOrigin}${GATEWAY_PATH}`,
        redirectParams: {
          payment: payment.gatewaySecret,
          amount: payment.amount.toFixed(2),
          currency: 'PLN',
          reference: payment.reference,
        },
        returnKey: payment.returnKey,
      };
    },
    { query: PaymentRedirectQuerySchema },
  );

  route('getPaymentStatus', ({ user, query }) => ({
    status: paymentStatusOf(store, visitFor(store, user, query.appointmentId, 4237)),
  }));
}
