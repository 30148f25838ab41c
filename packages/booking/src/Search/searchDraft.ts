import type {
  AgeRangeUnit,
  AppointmentType,
  Clinic,
  OrderContext,
  OrderUiEvent,
  PatientType,
  Prefill,
} from '@wizyta/core';
import { type AddressDraft, addressValues, EMPTY_ADDRESS } from '../form/AddressFields';

/** The search form as typed. */
export interface SearchDraft {
  readonly cityId: string;
  readonly appointmentType: AppointmentType | '';
  readonly specializationId: string;
  readonly date: string;
  readonly slot: string;
  readonly firstAvailable: boolean;
  readonly ageRange: PatientType | '';
  readonly adultsCount: string;
  readonly childrenCount: string;
  readonly childAges: readonly { readonly value: string; readonly unit: AgeRangeUnit }[];
  readonly address: AddressDraft;
  readonly regulationAgreement: boolean;
  readonly forNfz: boolean;
  /** The clinic of a stationary visit, as the town's list gave it. */
  readonly clinic?: Clinic | undefined;
}

/**
 * The form's city as the towns dictionary knows it: a prefilled slug (`krakow`) becomes its id
 * once the towns are loaded; an id the dictionary lacks is cleared. Unchanged while loading.
 */
export function resolveCityId(
  cityId: string,
  towns: readonly { readonly id: number; readonly slug?: string }[],
): string {
  if (cityId === '' || towns.length === 0) return cityId;
  const town = towns.find((t) => String(t.id) === cityId || t.slug === cityId);
  return town ? String(town.id) : '';
}

/** The form's starting values: the order (what was searched before), else the host's prefill. */
export function initialSearchDraft(
  context: { readonly order: OrderContext['order']; readonly search: Pick<OrderContext['search'], 'date'> },
  prefill: Prefill | null,
): SearchDraft {
  const { order, search } = context;
  const searched = order.specializationId !== undefined;
  const children = order.patients.filter((p) => p.type === 'CHILD');
  const address = order.address;
  return {
    // A prefilled city stays as given (id or slug) until the towns are loaded: resolveCityId.
    cityId: order.city ? String(order.city.id) : prefill?.city === undefined ? '' : String(prefill.city),
    appointmentType: searched ? order.appointmentType : (prefill?.appointmentType ?? order.appointmentType),
    specializationId: searched ? String(order.specializationId) : String(prefill?.specializationId ?? ''),
    date: search.date,
    slot: '',
    firstAvailable: true,
    ageRange: searched ? (order.adultsCount > 0 ? 'ADULT' : 'CHILD') : '',
    adultsCount: String(order.adultsCount),
    childrenCount: String(order.childrenCount),
    childAges: children.map((p) => ({
      value: p.age ? String(p.age.value) : '',
      unit: p.age?.unit ?? 'YEARS',
    })),
    address: address ? { ...EMPTY_ADDRESS, ...address, flatNumber: address.flatNumber ?? '' } : EMPTY_ADDRESS,
    regulationAgreement: false,
    forNfz: order.forNfz || prefill?.nfz === true,
    ...(order.clinic ? { clinic: order.clinic } : {}),
  };
}

const toInt = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The SEARCH event of the form; the machine validates it (spec §5) and reserves a slot. */
export function searchEvent(draft: SearchDraft): Extract<OrderUiEvent, { type: 'SEARCH' }> {
  const childAges = draft.childAges
    .map((age) => ({ value: Number(age.value), unit: age.unit }))
    .filter((age) => age.value >= 0 && Number.isInteger(age.value));
  return {
    type: 'SEARCH',
    values: {
      cityId: toInt(draft.cityId),
      specializationId: toInt(draft.specializationId),
      communicationTypes: draft.appointmentType ? [draft.appointmentType] : [],
      date: draft.date,
      slot: draft.slot,
      regulationAgreement: draft.regulationAgreement,
      ageRange: draft.ageRange || undefined,
    },
    firstAvailable: draft.firstAvailable,
    adultsCount: Number(draft.adultsCount || Number.NaN),
    childrenCount: Number(draft.childrenCount || Number.NaN),
    childAges,
    ...(draft.appointmentType === 'HOUSE' ? { address: addressValues(draft.address) } : {}),
    forNfz: draft.forNfz,
    ...(draft.appointmentType === 'STATIONARY' && draft.clinic ? { clinic: draft.clinic } : {}),
  };
}

/** The patients' counts that follow a change of the age range, when they were still the default. */
export function countsForAgeRange(draft: SearchDraft, ageRange: PatientType): Partial<SearchDraft> {
  if (ageRange === 'CHILD' && draft.adultsCount === '1' && draft.childrenCount === '0') {
    return { adultsCount: '0', childrenCount: '1', childAges: [{ value: '', unit: 'YEARS' }] };
  }
  if (ageRange === 'ADULT' && draft.adultsCount === '0' && draft.childrenCount === '1') {
    return { adultsCount: '1', childrenCount: '0', childAges: [] };
  }
  return {};
}

/** The child age rows resized to the children count typed. */
export function resizeChildAges(draft: SearchDraft, childrenCount: string): SearchDraft['childAges'] {
  const n = Math.min(Math.max(Number(childrenCount) || 0, 0), 10);
  return Array.from({ length: n }, (_, i) => draft.childAges[i] ?? { value: '', unit: 'YEARS' as const });
}

/** The search criteria the lists depend on (visit type, specialization, day), as far as a change moves them. */
export interface SearchCriteriaChange {
  readonly appointmentType?: AppointmentType;
  readonly specializationId?: number;
  readonly date?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a form change means for the lists: a new visit type, a chosen specialization, a complete
 * day; null when the lists stay as they are (any other field, or a half-typed date).
 */
export function criteriaChange(patch: Partial<SearchDraft>): SearchCriteriaChange | null {
  const change: { -readonly [K in keyof SearchCriteriaChange]: SearchCriteriaChange[K] } = {};
  if (patch.appointmentType) change.appointmentType = patch.appointmentType;
  if (patch.specializationId !== undefined && patch.specializationId !== '')
    change.specializationId = Number(patch.specializationId);
  if (patch.date && ISO_DAY.test(patch.date)) change.date = patch.date;
  return Object.keys(change).length > 0 ? change : null;
}
