import type { ProfileLike } from './checkPatientCalls';
import type { CallChecker } from './createCallChecker';

const DAY = 24 * 3600 * 1000;
const WEEK = 7 * DAY;
/** Used where the test account's profile has no contact data or address. */
const FALLBACK = {
  email: 'contract-check@example.com',
  phone: { prefix: '+48', number: '500000000' },
  address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '1' },
};

/** Holds the first free consultation from a day ahead (past any cut-off) to a week ahead. */
function holdFromTomorrow(check: CallChecker, specializationId: number, now: Date) {
  return check.call('reserveFirstAvailable', {
    body: {
      specializationId,
      dateTimeFrom: new Date(now.getTime() + DAY).toISOString(),
      dateTimeTo: new Date(now.getTime() + WEEK).toISOString(),
      appointmentType: 'CALL',
      adultsCount: 1,
      childrenCount: 0,
    },
  }) as Promise<{ id: string } | undefined>;
}

/**
 * The booking, run only with `--allow-writes`: hold the first free consultation from tomorrow on,
 * read the hold and its alternatives, extend it, price it, book it (online payment) with an
 * `Idempotency-Key` — twice, as a client retrying after a lost answer would, which must answer the
 * same booking — then read the new visit, start and read its payment, move it to another held
 * time and cancel it (the additions to spec §7), which also frees both slots again.
 */
export async function checkBookingCalls(
  check: CallChecker,
  token: string,
  specializationId: number,
  profile: ProfileLike | undefined,
  now: Date,
): Promise<void> {
  const hold = await holdFromTomorrow(check, specializationId, now);
  if (!hold) return;
  const slotReservationId = hold.id;
  await check.call('getSlot', { query: { id: slotReservationId } });
  await check.call('getAdditionalSlots', { query: { slotReservationId } });
  await check.call('extendSlot', { body: { slotReservationId } });
  await check.call('calculatePrice', { body: { slotReservationId, paymentType: 'ONLINE' } });
  const phone =
    profile?.phoneNumberPrefix && profile.phoneNumber
      ? { prefix: profile.phoneNumberPrefix, number: profile.phoneNumber }
      : FALLBACK.phone;
  const booking = {
    token,
    headers: { 'Idempotency-Key': `contract-check-${slotReservationId}` },
    body: {
      slotReservationId,
      paymentType: 'ONLINE',
      forNfz: false,
      email: profile?.email ?? FALLBACK.email,
      phoneNumber: phone,
      address: profile?.address ?? FALLBACK.address,
      patients: [{ type: 'ADULT', firstName: profile?.firstName, lastName: profile?.lastName }],
    },
  };
  const booked = (await check.call('createAppointment', booking)) as { appointmentId: string } | undefined;
  if (!booked) return;
  const repeated = (await check.call('createAppointment', booking)) as { appointmentId: string } | undefined;
  if (repeated && repeated.appointmentId !== booked.appointmentId) {
    check.note(
      'createAppointment',
      'appointmentId: expected the first booking again (same Idempotency-Key), got another visit',
    );
  }
  const { appointmentId } = booked;
  await check.call('getAppointment', { token, params: { id: appointmentId } });
  const payment = (await check.call('getPaymentRedirect', { token, query: { appointmentId } })) as
    | { redirectParams: Record<string, string>; returnKey?: string }
    | undefined;
  await check.call('getPaymentStatus', { token, query: { appointmentId } });
  const returnKey = payment?.returnKey;
  if (returnKey) await check.call('getPaymentReturnStatus', { query: { returnKey } });
  const newTime = await holdFromTomorrow(check, specializationId, now);
  if (newTime) {
    await check.call('rescheduleAppointment', {
      token,
      params: { id: appointmentId },
      body: { slotReservationId: newTime.id },
    });
  }
  await check.call('cancelAppointment', { token, params: { id: appointmentId } });
}
