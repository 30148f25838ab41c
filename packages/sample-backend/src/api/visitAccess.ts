import type { AuthUser } from '../auth/AuthUser';
import { ApiError } from '../http/ApiError';
import type { DataStore, VisitRecord } from '../seed/DataStore';
import { SEED_DOCTORS } from '../seed/doctors';

/** Whether the caller acts as a doctor (DOCTOR role) rather than as a patient. */
export function isDoctor(user: AuthUser): boolean {
  return user.roles.includes('DOCTOR');
}

/** The doctor record a DOCTOR account signs in as, if any. */
export function doctorIdOf(user: AuthUser): string | undefined {
  return SEED_DOCTORS.find((d) => d.username === user.username)?.id;
}

/** Whether `user` may see the visit: its patient-owner, or (DOCTOR) its doctor. */
export function canSeeVisit(user: AuthUser, record: VisitRecord): boolean {
  if (isDoctor(user)) return record.doctorId !== null && record.doctorId === doctorIdOf(user);
  return user.roles.includes('PATIENT') && record.ownerSub === user.sub;
}

/**
 * The visit `id` as the caller may see it. Somebody else's visit answers exactly like a missing
 * one (404 with the call's code), so ids cannot be probed.
 */
export function visitFor(store: DataStore, user: AuthUser, id: string, code: number): VisitRecord {
  const record = store.visits.get(id);
  if (!record || !canSeeVisit(user, record)) throw new ApiError(404, code, 'Nie znaleziono wizyty.');
  return record;
}
