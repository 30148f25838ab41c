import {
  ADDITIONAL_SLOTS_PAGE_SIZE,
  type AdditionalSlots,
  ERROR_CODES,
  isCoveredByPlan,
  parseInstant,
  ReserveFirstAvailableRequestSchema,
  SLOT_HOURS,
} from '@wizyta/core';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { clientKey } from '../../abuse/clientAddress';
import type { BackendEnv } from '../../BackendEnv';
import { ApiError } from '../../http/ApiError';
import { maskPhone } from '../../log/maskPhone';
import { toApiDoctor } from '../../seed/doctors';
import { pushBounded } from '../../seed/pushBounded';
import { findSpecialization } from '../../seed/specializations';
import type { ApiDeps } from '../ApiDeps';
import { requestBrand, requireFittingSpecialization, requireHoldableType } from '../brandPermissions';
import { isDoctorFree, listSlots, slotFromKey } from '../slots/findSlots';
import {
  admitHold,
  extendHold,
  findReservation,
  holdSlot,
  liveReservation,
  slotTaken,
  toSlotReservation,
} from '../slots/holdSlot';

const DAY = 24 * 60 * 60 * 1000;
/** Call-back requests kept at most, by count and by bytes (bounded store). */
const CALL_BACKS = { maxCount: 1_000, maxBytes: 1024 * 1024 };
/** "Other slots" look this far past the held one. */
const ADDITIONAL_WINDOW_MS = 3 * DAY;

/**
 * Spec §8's texts of a search that found no free doctor: where the insurer's plan covers the visit
 * (inter, interrisk, WELBI), the patient is sent to the plan's patient carer.
 */
const noDoctor = (c: Context<BackendEnv>) =>
  new ApiError(
    404,
    4889,
    isCoveredByPlan({ type: requestBrand(c), roles: [] })
      ? ERROR_CODES.NO_FREE_SLOTS
      : ERROR_CODES.NO_DOCTOR_FOUND,
  );

/**
 * Spec §8 wants 404 (not 400) from reserve-first-available also when no specialization is given,
 * so the route reads the specialization as optional and answers the missing one itself.
 */
const ReserveFirstAvailableBody = z.extend(ReserveFirstAvailableRequestSchema, {
  specializationId: z.optional(ReserveFirstAvailableRequestSchema.shape.specializationId),
});

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function toMinutes(clock: string): number {
  const [h = '0', m = '0'] = clock.split(':');
  return Number(h) * 60 + Number(m);
}

/** Slot intervals, the hold (reserve, reserve first available, extend, get), other slots, call-back. */
export function registerSlotRoutes({ ctx, store, route }: ApiDeps): void {
  const now = () => ctx.clock.now();

  // Times from `from` in steps of intervalSize, kept inside the slot hours 08:00–22:00 (spec §9);
  // each is true when that Warsaw wall-clock time on `day` is still in the future.
  route('getSlotIntervals', ({ body }) => {
    const first = Math.max(toMinutes(body.from), toMinutes(SLOT_HOURS.from));
    const last = Math.min(toMinutes(body.to), toMinutes(SLOT_HOURS.to));
    const availableIntervals: Record<string, boolean> = {};
    const current = now().getTime();
    for (let t = first; t < last; t += body.intervalSize) {
      availableIntervals[hhmm(t)] = parseInstant(`${body.day}T${hhmm(t)}`).getTime() > current;
    }
    return { intervalSize: body.intervalSize, availableIntervals };
  });

  route(
    'reserveFirstAvailable',
    ({ c, body }) => {
      const to = new Date(body.dateTimeTo);
      const at = now();
      if (body.specializationId === undefined || to.getTime() <= at.getTime()) throw noDoctor(c);
      requireHoldableType(c, body.appointmentType);
      requireFittingSpecialization(findSpecialization(body.specializationId), body.appointmentType, body);
      const from = body.dateTimeFrom ? new Date(body.dateTimeFrom) : at;
      const search = {
        specializationId: body.specializationId,
        appointmentType: body.appointmentType,
        from,
        to,
        now: at,
      };
      const free = listSlots(search).find((slot) =>
        isDoctorFree(store, slot.doctor.id, slot.start, slot.end, at),
      );
      if (!free) throw noDoctor(c);
      const holder = clientKey(c, ctx.options.trustProxy);
      admitHold(store, holder, at, ctx.options.rateLimits.holdsPerAddress);
      const details = {
        adultsCount: body.adultsCount,
        childrenCount: body.childrenCount,
        city: body.city ?? null,
        holder,
      };
      return toSlotReservation(holdSlot(store, free, at, details));
    },
    { body: ReserveFirstAvailableBody },
  );

  route('reserveSlot', ({ c, body }) => {
    const at = now();
    const slot = slotFromKey(body.slotKey, at);
    if (!slot || slot.appointmentType !== body.appointmentType) throw slotTaken();
    requireHoldableType(c, slot.appointmentType);
    requireFittingSpecialization(findSpecialization(slot.specializationId), slot.appointmentType, body);
    const previous = body.previousReservationId
      ? store.reservations.get(body.previousReservationId)
      : undefined;
    const holder = clientKey(c, ctx.options.trustProxy);
    // Only its own holder moves (and so releases) a hold: a hold id someone else saw releases
    // nothing, it is left to expire.
    const movable =
      previous && previous.bookedVisitId === null && previous.holder === holder ? previous : undefined;
    // Moving a hold to another slot does not count twice.
    admitHold(store, holder, at, ctx.options.rateLimits.holdsPerAddress, movable?.id);
    const details = {
      adultsCount: body.adultsCount,
      childrenCount: body.childrenCount,
      city: body.city ?? null,
      holder,
    };
    const reservation = holdSlot(store, slot, at, details, movable?.id);
    // Released only once the new hold is won, so a lost race leaves the patient their old slot.
    if (movable) store.reservations.delete(movable.id);
    return toSlotReservation(reservation);
  });

  route('extendSlot', ({ body }) => {
    const at = now();
    const reservation = liveReservation(store, body.slotReservationId, at);
    extendHold(reservation, at);
    return { slotReservationId: reservation.id, expiresAt: reservation.expiresAt.toISOString() };
  });

  // A booked hold answers like a missing one: its id is in the partner's realm, the visit is not.
  route('getSlot', ({ query }) => {
    const hold = findReservation(store, query.id);
    if (hold.bookedVisitId !== null) throw new ApiError(404, 4889, 'Nie znaleziono rezerwacji terminu.');
    return toSlotReservation(hold);
  });

  route('getAdditionalSlots', ({ query }) => {
    const held = findReservation(store, query.slotReservationId);
    const at = now();
    const from = new Date(Math.max(held.start.getTime() - DAY, at.getTime()));
    const search = {
      specializationId: held.specializationId,
      appointmentType: held.appointmentType,
      from,
      to: new Date(held.start.getTime() + ADDITIONAL_WINDOW_MS),
      now: at,
    };
    const free = listSlots(search).filter((s) => isDoctorFree(store, s.doctor.id, s.start, s.end, at));
    const descending = query.sort === 'price,DESC';
    free.sort(
      (a, b) => (descending ? b.price - a.price : a.price - b.price) || a.start.getTime() - b.start.getTime(),
    );
    const page = query.page ?? 0;
    const size = query.pageSize ?? ADDITIONAL_SLOTS_PAGE_SIZE;
    const content = free.slice(page * size, page * size + size);
    const specialization = findSpecialization(held.specializationId);
    const answer: AdditionalSlots = {
      additionalSlots: content.map((s) => ({
        slotKey: s.key,
        doctorId: s.doctor.id,
        start: s.start.toISOString(),
        end: s.end.toISOString(),
        price: s.price,
        specializationId: s.specializationId,
      })),
      doctors: Object.fromEntries(content.map((s) => [s.doctor.id, toApiDoctor(s.doctor)])),
      specializations: specialization
        ? { [String(specialization.id)]: { id: specialization.id, name: specialization.name } }
        : {},
      page,
      size,
      totalElements: free.length,
    };
    return answer;
  });

  route('requestCallBack', ({ body }) => {
    // Bounded like the contact inbox: the oldest request goes first.
    pushBounded(store.callBacks, body, CALL_BACKS);
    ctx.log(`[oddzwonienie] ${maskPhone(body.phoneNumber)} — opiekun oddzwoni w ciągu 15 minut`);
    return undefined;
  });
}
