import type { CallChecker } from './createCallChecker';

const ISO_DAY = 24 * 3600 * 1000;

/**
 * The anonymous reads a partner page makes before anyone signs in: dictionaries, a town's clinics, the
 * specializations and a day's intervals, and two calls that must fail with the error envelope
 * (a signed-in call without a token: 401; a hold that does not exist: 404). Resolves to the id of
 * a consultation's specialization, for a test booking.
 */
export async function checkAnonymousCalls(check: CallChecker, now: Date): Promise<number | undefined> {
  const towns = (await check.call('getTowns')) as readonly { id: number }[] | undefined;
  await check.call('getClinics', { query: { townId: towns?.[0]?.id ?? 1 } });
  await check.call('getAnonymousDocumentTypes');
  await check.call('getCountries');
  await check.call('getAnonymousLanguages');
  const specializations = (await check.call('getSpecializations', { query: { type: 'CALL' } })) as
    | readonly { id: number }[]
    | undefined;
  await check.call('getSpecializations', { query: { type: 'HOUSE' } });
  const tomorrow = new Date(now.getTime() + ISO_DAY).toISOString().slice(0, 10);
  await check.call('getSlotIntervals', {
    body: { day: tomorrow, from: '08:00', to: '12:00', intervalSize: 30 },
  });
  await check.call('getAppointments', { expect: 401 });
  await check.call('getSlot', { query: { id: 'contract-check-no-such-hold' }, expect: 404 });
  return specializations?.[0]?.id;
}
