import {
  APPOINTMENT_TYPES,
  type AppointmentType,
  HOUSE_SPECIALIZATION_ID,
  parseInstant,
  SAMPLE_PRICES,
  SLOT_HOURS,
  slotIntervalMinutes,
  toWarsawDay,
} from '@wizyta/core';
import type { DataStore } from '../../seed/DataStore';
import { SEED_DOCTORS, type SeedDoctor } from '../../seed/doctors';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** How far ahead the sample schedules reach; a search beyond it finds nothing. */
const HORIZON_DAYS = 31;

/** A bookable slot of one doctor. */
export interface Slot {
  key: string;
  doctor: SeedDoctor;
  specializationId: number;
  appointmentType: AppointmentType;
  start: Date;
  end: Date;
  price: number;
}

/** What a search asks for. */
export interface SlotSearch {
  specializationId: number;
  appointmentType: AppointmentType;
  from: Date;
  to: Date;
  now: Date;
}

const CANCELLED = new Set(['CANCELLED_BY_PATIENT', 'CANCELLED_BY_DOCTOR', 'DOCTOR_NOT_FOUND']);

function minutesOf(clock: string): number {
  const [h = '0', m = '0'] = clock.split(':');
  return Number(h) * 60 + Number(m);
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

/** The slot key: everything needed to reserve the slot again, readable in logs. */
export function slotKeyOf(
  doctorId: string,
  specializationId: number,
  type: AppointmentType,
  start: Date,
): string {
  return [doctorId, specializationId, type, start.toISOString()].join('|');
}

/** Doctors who offer the specialization for this kind of visit (house visits: internist 0 only). */
export function doctorsFor(specializationId: number, type: AppointmentType): SeedDoctor[] {
  const houseOnly = type === 'HOUSE';
  if (houseOnly !== (specializationId === HOUSE_SPECIALIZATION_ID)) return [];
  return SEED_DOCTORS.filter((d) => d.specializationIds.includes(specializationId));
}

/** The base price of a slot (spec §9): call 150, house 249, plus the doctor's surcharge. */
export function slotPrice(doctor: SeedDoctor, type: AppointmentType): number {
  return (type === 'HOUSE' ? SAMPLE_PRICES.house : SAMPLE_PRICES.call) + doctor.priceSurcharge;
}

/**
 * Whether the doctor is free during [start, end): no live hold (unexpired or booked) and no visit
 * that is not cancelled overlaps it. `ignoreReservationId` lets a patient move their own hold.
 */
export function isDoctorFree(
  store: DataStore,
  doctorId: string,
  start: Date,
  end: Date,
  now: Date,
  ignoreReservationId?: string,
): boolean {
  const overlaps = (s: number, e: number) => s < end.getTime() && start.getTime() < e;
  for (const hold of store.reservations.values()) {
    if (hold.doctorId !== doctorId || hold.id === ignoreReservationId) continue;
    const live = hold.bookedVisitId !== null || hold.expiresAt.getTime() > now.getTime();
    if (live && overlaps(hold.start.getTime(), hold.end.getTime())) return false;
  }
  for (const record of store.visits.values()) {
    if (record.doctorId !== doctorId || CANCELLED.has(record.visit.processStatus)) continue;
    const s = Date.parse(record.visit.appointmentAt);
    const minutes = slotIntervalMinutes({
      appointmentType: record.appointmentType,
      specializationId: record.specializationId,
    });
    if (overlaps(s, s + minutes * MINUTE)) return false;
  }
  return true;
}

/**
 * Every slot between `from` and `to` (and not before `now`), on the grid of spec §9: from 08:00
 * Warsaw time in steps of the slot length (120 min house, 60 for ids 5 and 29, else 30), ending by
 * 22:00. Sorted by start, then price, so "first available" is the earliest and cheapest. Free and
 * taken alike; filter with `isDoctorFree`.
 */
export function listSlots(search: SlotSearch): Slot[] {
  const doctors = doctorsFor(search.specializationId, search.appointmentType);
  const minutes = slotIntervalMinutes(search);
  const earliest = Math.max(search.from.getTime(), search.now.getTime());
  const latest = Math.min(search.to.getTime(), search.now.getTime() + HORIZON_DAYS * DAY);
  const slots: Slot[] = [];
  if (doctors.length === 0 || earliest >= latest) return slots;
  const lastDay = toWarsawDay(new Date(latest));
  for (let day = toWarsawDay(new Date(earliest)); day <= lastDay; day = nextDay(day)) {
    for (let t = minutesOf(SLOT_HOURS.from); t + minutes <= minutesOf(SLOT_HOURS.to); t += minutes) {
      const start = parseInstant(`${day}T${clockOf(t)}`);
      const end = new Date(start.getTime() + minutes * MINUTE);
      if (start.getTime() < earliest || end.getTime() > latest) continue;
      for (const doctor of doctors) {
        const key = slotKeyOf(doctor.id, search.specializationId, search.appointmentType, start);
        const price = slotPrice(doctor, search.appointmentType);
        slots.push({
          key,
          doctor,
          specializationId: search.specializationId,
          appointmentType: search.appointmentType,
          start,
          end,
          price,
        });
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime() || a.price - b.price);
}

/** Reads a slot key back into a slot, or undefined when it names no real slot of the schedule. */
export function slotFromKey(key: string, now: Date): Slot | undefined {
  const [doctorId, spec, type, iso] = key.split('|');
  if (!doctorId || !spec || !type || !iso) return undefined;
  const appointmentType = APPOINTMENT_TYPES.find((t) => t === type);
  if (appointmentType === undefined) return undefined;
  const start = new Date(iso);
  if (Number.isNaN(start.getTime())) return undefined;
  const specializationId = Number(spec);
  const candidates = listSlots({
    specializationId,
    appointmentType,
    from: start,
    to: new Date(start.getTime() + DAY),
    now,
  });
  return candidates.find((slot) => slot.key === key);
}
