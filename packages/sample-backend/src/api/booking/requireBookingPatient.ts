import type { AuthUser } from '../../auth/AuthUser';
import type { BackendContext } from '../../BackendContext';
import { ApiError } from '../../http/ApiError';
import type { DataStore } from '../../seed/DataStore';

/**
 * What the portal's guard enforces, enforced again where it matters: only a PATIENT
 * books, and only once the current terms are accepted. 403/4811 otherwise.
 */
export function requireBookingPatient(ctx: BackendContext, store: DataStore, user: AuthUser): void {
  if (!user.roles.includes('PATIENT')) {
    throw new ApiError(403, 4811, 'Wizytę może zarezerwować tylko pacjent.');
  }
  const profile = store.profiles.get(user.sub);
  const accepted = profile ? profile.termsAgreement : ctx.accounts.bySub(user.sub)?.termsAccepted;
  if (!accepted) {
    throw new ApiError(403, 4811, 'Przed rezerwacją zaakceptuj regulamin.');
  }
}
