import * as z from 'zod/mini';
import { HOUSE_SPECIALIZATION_ID } from '../constants/specializationIds';
import { addressField } from '../forms/addressField';
import { makeAppointmentFormSchema } from '../forms/makeAppointmentFormSchema';
import { optionalText } from '../forms/textField';
import { validateForm } from '../forms/validateForm';
import type { ValidationMessageId } from '../i18n/messages/validation';
import type { Order } from '../schemas/order';
import type { OrderPatient } from '../schemas/orderPatient';
import type { ReserveFirstAvailableRequest } from '../schemas/slotReservation';
import type { OrderContext, OrderSearchCriteria } from './OrderContext';
import type { OrderUiEvent } from './OrderEvent';
import { canBookAppointmentType, canBookNfz, canMakeAppointment } from './orderPermissions';
import { reserveRequestFor } from './reserveRequestFor';
import { specializationFitsPatients } from './specializationsForAgeRange';

type SearchEvent = Extract<OrderUiEvent, { type: 'SEARCH' }>;

// A house visit's address also says how to reach the door (spec §3 `additionalInfo`: floor, entry code).
const houseAddress = () => z.extend(addressField(), { additionalInfo: optionalText() });

/** A valid search: the order it starts (or updates), the new criteria and the hold to ask for. */
export type SearchOutcome =
  | { success: true; order: Order; search: OrderSearchCriteria; reserve: ReserveFirstAvailableRequest }
  | { success: false; errors: Record<string, ValidationMessageId> };

const MAX_PATIENTS = 10;
const countSchema = z.int().check(z.nonnegative(), z.lte(MAX_PATIENTS));

function patientsFor(
  previous: readonly OrderPatient[],
  event: SearchEvent,
  adults: number,
  children: number,
) {
  // Keep what was typed for each patient of the same kind when the search is repeated.
  const oldAdults = previous.filter((p) => p.type === 'ADULT');
  const oldChildren = previous.filter((p) => p.type === 'CHILD');
  const patients: OrderPatient[] = [];
  for (let i = 0; i < adults; i++) patients.push(oldAdults[i] ?? { type: 'ADULT' });
  for (let i = 0; i < children; i++) {
    const age = event.childAges?.[i];
    const kept = oldChildren[i] ?? { type: 'CHILD' };
    patients.push(age ? { ...kept, age: { value: age.value, unit: age.unit } } : kept);
  }
  return patients;
}

/**
 * Checks a SEARCH against the make-appointment form (spec §5) and the booking rules: a brand that
 * books at all, the communication types it permits, a HOUSE visit only with the general internist
 * (id 0), a specialization that suits the patients' ages, a city and an address; a STATIONARY
 * visit at a clinic of the city; NFZ only when allowed. Pure, so the guard and the action agree.
 */
export function applySearch(context: OrderContext, event: SearchEvent): SearchOutcome {
  if (!canMakeAppointment(context)) return { success: false, errors: {} };
  const form = validateForm(makeAppointmentFormSchema, event.values);
  if (!form.success) return { success: false, errors: form.errors };
  const values = form.data;
  const errors: Record<string, ValidationMessageId> = {};
  const [appointmentType = 'CALL'] = values.communicationTypes;
  if (!values.communicationTypes.every((t) => canBookAppointmentType(context, t))) {
    errors.communicationTypes = 'validation.communicationTypeRequired';
  }
  const isHouse = appointmentType === 'HOUSE';
  if (isHouse && values.specializationId !== HOUSE_SPECIALIZATION_ID) {
    errors.specializationId = 'validation.specializationRequired';
  }
  const city = context.towns.find((t) => t.id === values.cityId);
  if (!city) errors.cityId = 'validation.cityRequired';
  // The hold carries the town of a visit that has a place: the house, or the clinic the API checks.
  const isStationary = appointmentType === 'STATIONARY';
  const clinic = isStationary && event.clinic?.townId === city?.id ? event.clinic : undefined;
  if (isStationary && city && !clinic) errors.clinicId = 'validation.selectRequired';
  const address = isHouse ? validateForm(houseAddress(), event.address) : null;
  if (address && !address.success) {
    for (const [path, id] of Object.entries(address.errors))
      errors[path ? `address.${path}` : 'address'] = id;
  }
  const defaults = values.ageRange === 'CHILD' ? { adults: 0, children: 1 } : { adults: 1, children: 0 };
  const adults = z.safeParse(countSchema, event.adultsCount ?? defaults.adults);
  const children = z.safeParse(countSchema, event.childrenCount ?? defaults.children);
  if (!adults.success) errors.adultsCount = 'validation.ageRangeRequired';
  if (!children.success) errors.childrenCount = 'validation.ageRangeRequired';
  if (adults.success && children.success && adults.data + children.data === 0) {
    errors.adultsCount = 'validation.ageRangeRequired';
  }
  const specialization = context.specializations.find((s) => s.id === values.specializationId);
  if (
    !isHouse &&
    specialization &&
    adults.success &&
    children.success &&
    !specializationFitsPatients(specialization.name, adults.data, children.data)
  ) {
    errors.specializationId = 'validation.specializationForAge';
  }
  if (Object.keys(errors).length > 0 || !city || !adults.success || !children.success) {
    return { success: false, errors };
  }
  const { clinic: _previous, ...kept } = context.order;
  const order: Order = {
    ...kept,
    ...(clinic ? { clinic } : {}),
    appointmentType,
    specializationId: values.specializationId,
    city,
    adultsCount: adults.data,
    childrenCount: children.data,
    patients: patientsFor(context.order.patients, event, adults.data, children.data),
    forNfz: event.forNfz === true && canBookNfz(context),
    ...(address?.success ? { address: { ...context.order.address, ...address.data } } : {}),
  };
  const reserve: ReserveFirstAvailableRequest = reserveRequestFor({
    specializationId: values.specializationId,
    appointmentType,
    date: values.date,
    slot: values.slot,
    firstAvailable: event.firstAvailable === true,
    city: isHouse || isStationary ? city.id : undefined,
    adultsCount: adults.data,
    childrenCount: children.data,
  });
  const search = { appointmentType, specializationId: values.specializationId, date: values.date };
  return { success: true, order, search, reserve };
}
