import {
  type AppointmentType,
  type CreateAppointmentRequest,
  can,
  canBookAppointmentType,
  canBookNfz,
  canMakeAppointment,
  isCoveredByPlan,
  isPaidByPatient,
  specializationFitsPatients,
  type VisitPaymentType,
  visitPaymentType,
} from '@wizyta/core';
import type { Context } from 'hono';
import type { AuthUser } from '../auth/AuthUser';
import { otherBrandsSession } from '../auth/createTokenService';
import type { BackendEnv } from '../BackendEnv';
import type { BrandType } from '../config/BRAND_TYPES';
import { brandOf, sameBrand } from '../config/deployments';
import { requestDeployment } from '../config/registerBrandGateway';
import { ApiError } from '../http/ApiError';

/*
 * Spec §6's brand permissions, enforced by the API from the same table the UI reads (core's
 * `can` and the order rules built on it): no second table. The brand of a signed-in call is its
 * token's client (`AuthUser.deployment`), of an anonymous call the API base it came through.
 */

/** The brand of an anonymous call: its gateway's (`/gw/<type>`), GENERAL on the root API. */
export function requestBrand(c: Context<BackendEnv>): BrandType {
  return brandOf(requestDeployment(c));
}

/**
 * A signed-in call through another brand's API base (a token of `/b/inter/`'s client sent to
 * `/gw/pzu/…`, or to the root API which is GENERAL's) is refused, 403/4313: the token's client
 * and the API base must name the same brand.
 */
export function requireSameBrand(c: Context<BackendEnv>, user: AuthUser): void {
  if (!sameBrand(user.deployment, requestDeployment(c))) throw otherBrandsSession();
}

/** `registerPatient` only where the brand has REGISTRATION (GENERAL): 403/4983 elsewhere. */
export function requireRegistration(c: Context<BackendEnv>): void {
  if (!can('REGISTRATION', { roles: [], type: requestBrand(c) })) {
    throw new ApiError(403, 4983, 'Rejestracja nie jest dostępna w tym portalu.');
  }
}

/**
 * A slot hold where the brand does not book at all (spec §6 SHOW_MAKE_APPOINTMENT: brokers, the
 * insurers without booking) or of a communication type it does not offer: 403/4412 (anonymous,
 * by API base).
 */
export function requireHoldableType(c: Context<BackendEnv>, appointmentType: AppointmentType): void {
  const audience = { type: requestBrand(c), roles: [], nfzActive: false };
  if (!canMakeAppointment(audience)) {
    throw new ApiError(403, 4412, 'Rezerwacja wizyt nie jest dostępna w tym portalu.');
  }
  if (!canBookAppointmentType(audience, appointmentType)) {
    throw new ApiError(403, 4412, 'Ten rodzaj wizyty nie jest dostępny w tym portalu.');
  }
}

/**
 * A hold whose specialization does not suit the patients' ages (a paediatric variant for adults
 * alone, an adult one for children alone; core's rule, which the order machine applies too):
 * 400/4412. The house visit's one internist sees everyone.
 */
export function requireFittingSpecialization(
  specialization: { readonly name: string } | undefined,
  appointmentType: AppointmentType,
  counts: { readonly adultsCount: number; readonly childrenCount: number },
): void {
  if (!specialization || appointmentType === 'HOUSE') return;
  if (!specializationFitsPatients(specialization.name, counts.adultsCount, counts.childrenCount)) {
    throw new ApiError(400, 4412, 'Ta specjalizacja nie pasuje do wieku pacjentów.');
  }
}

/** The price view (`calculatePrice`) only where the brand shows prices; NFZ costs 0 everywhere. */
export function requirePriceView(c: Context<BackendEnv>, forNfz: boolean): void {
  if (!forNfz && isCoveredByPlan({ type: requestBrand(c), roles: [] })) {
    throw new ApiError(403, 4892, 'Ten portal nie pokazuje cen: wizytę opłaca ubezpieczyciel.');
  }
}

/**
 * The brand rules of `POST appointments` (403/4811 each): the brand books at all (spec §6
 * SHOW_MAKE_APPOINTMENT: not brokers, not the insurers without booking — the hold is refused there
 * already, and the booking is refused too rather than trusted to the hold), the held slot's
 * communication type only where the brand offers it, NFZ only where the brand shows it and the
 * profile is NFZ-active, and the payment type core's rule gives for this brand and choice
 * (`visitPaymentType`: PLAN where the insurer's plan covers the visit, never CASH or ONLINE
 * there; never PLAN where the patient pays). Returns how the visit is settled.
 */
export function bookingSettlement(
  user: AuthUser,
  nfzActive: boolean,
  appointmentType: AppointmentType,
  body: Pick<CreateAppointmentRequest, 'forNfz' | 'paymentType'>,
): VisitPaymentType {
  const audience = { type: brandOf(user.deployment), roles: user.roles, nfzActive };
  if (!canMakeAppointment(audience)) {
    throw new ApiError(403, 4811, 'Rezerwacja wizyt nie jest dostępna w tym portalu.');
  }
  if (!canBookAppointmentType(audience, appointmentType)) {
    throw new ApiError(403, 4811, 'Ten rodzaj wizyty nie jest dostępny w tym portalu.');
  }
  if (body.forNfz && !canBookNfz(audience)) {
    throw new ApiError(403, 4811, 'Wizyty NFZ nie są dostępne w tym portalu.');
  }
  const given = body.paymentType ?? (body.forNfz ? 'NFZ' : undefined);
  const chosen = given !== undefined && isPaidByPatient(given) ? given : undefined;
  const expected = visitPaymentType(audience, body.forNfz, chosen);
  if (given !== expected) {
    throw new ApiError(
      403,
      4811,
      expected === 'PLAN'
        ? 'W tym portalu wizytę opłaca ubezpieczyciel: rodzaj płatności PLAN.'
        : 'Ten rodzaj płatności nie pasuje do tej wizyty.',
    );
  }
  return expected;
}
