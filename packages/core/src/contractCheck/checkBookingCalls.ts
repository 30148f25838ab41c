import type { ProfileLike } from './checkPatientCalls';
import type { CallChecker } from './createCallChecker';

const WEEK = 7 * 24 * 3600 * 1000;
/** Used where the test account's profile has no contact data or address. */
const FALLBACK = {
  email: 'contract-check@example.com',
  phone: { prefix: '+48', number: '500000000' },
  address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '1' },
};

/**
 * The booking, run only with `--allow-writes`: hold the first free consultation of the week, read
 * the hold and its alternatives, extend it, price it, book it (online payment) with an
 * `Idempotency-Key` — twice, as a client retrying after a lost answer would, which must answer the
 * same booking — then read the new visit and start and read its payment.
 */
export async function checkBookingCalls(
  check: CallChecker,
  token: string,
  specializationId: number,
  profile: ProfileLike | undefined,
  now: Date,
): Promise<void> {
  const hold = (await check.call('reserveFirstAvailable', {
    body: {
      specializationId,
      dateTimeTo: new Date(now.getTime() + WEEK).toISOString(),
      appointmentType: 'CALL',
      adultsCount: 1,
      childrenCount: 0,
    },
  })) as { id: string } | undefined;
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
    | { redirectParams: Record<string, string> }
    | undefined;
  await check.call('getPaymentStatus', { token, query: { appointmentId } });
  const paymentId = payment?.redirectParams.paymentId;
  if (paymentId) await check.call('getPaymentReturnStatus', { query: { appointmentId, paymentId } });
}
