import { TOWNS } from '@wizyta/core/constants';
import type {
  HoldKeeperInput,
  OrderEvent,
  OrderInput,
  OrderSearchCriteria,
  OrderStorage,
  PaymentCheck,
  SearchLists,
} from '@wizyta/core/order';
import { orderMachine } from '@wizyta/core/order';
import type {
  AdditionalSlots,
  AdditionalSlotsQuery,
  CallBackRequest,
  CreateAppointmentRequest,
  CreateAppointmentResponse,
  PaymentRedirect,
  PriceCalculation,
  PriceCalculationRequest,
  ReserveFirstAvailableRequest,
  ReserveSlotRequest,
  SlotReservation,
} from '@wizyta/core/schemas';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';

// Test-only helpers of the order machine's tests: fake actors at the network boundary and data.

/** A search far enough ahead to be valid on any test day. */
export const SEARCH_VALUES = {
  cityId: 7,
  specializationId: 1,
  communicationTypes: ['CALL'],
  date: '2099-03-10',
  slot: '10:00',
  regulationAgreement: true,
  ageRange: 'ADULT',
} as const;

export const PERSONAL_VALUES = {
  email: 'jan@example.pl',
  phoneNumber: { prefix: '+48', number: '500100200' },
  address: { city: 'Warszawa', postCode: '00-001', streetName: 'Długa', streetNumber: '5' },
  patients: [{ firstName: 'Jan', lastName: 'Kowalski', pesel: '44051401458', birthDate: '1944-05-14' }],
};

export function reservation(id = 'r-1', expiresAt = '2099-03-10T08:10:00.000Z'): SlotReservation {
  return {
    id,
    doctor: {
      id: 'd1',
      firstName: 'Anna',
      lastName: 'Nowak',
      specializations: [{ id: 1, name: 'Internista' }],
    },
    start: '2099-03-10T09:00:00.000Z',
    end: '2099-03-10T09:30:00.000Z',
    specializationId: 1,
    appointmentType: 'CALL',
    expiresAt,
    price: 150,
  };
}

export function priceFor(req: PriceCalculationRequest): PriceCalculation {
  const discount = req.voucher === 'TEST' ? 20 : 0;
  const cash = req.paymentType === 'CASH' ? 20 : 0;
  return {
    basePrice: 150,
    discount,
    cashPaymentCost: cash,
    price: 150 - discount + cash,
    voucherStatus: req.voucher ? (req.voucher === 'TEST' ? 'ACTIVE' : 'INVALID') : null,
  };
}

/** Calls the fake actors received, by actor name. */
export interface FakeCalls {
  reserve: ReserveFirstAvailableRequest[];
  switchSlot: ReserveSlotRequest[];
  calculatePrice: PriceCalculationRequest[];
  loadOtherSlots: AdditionalSlotsQuery[];
  book: CreateAppointmentRequest[];
  payOnline: string[];
  checkPaymentStatus: string[];
  requestCallBack: CallBackRequest[];
  holdKeeper: HoldKeeperInput[];
}

/** Per-test behaviour of the fake actors; each may throw (as the API client would). */
export interface FakeBehaviour {
  reserve?: (req: ReserveFirstAvailableRequest) => SlotReservation;
  checkHold?: (id: string) => SlotReservation;
  book?: (req: CreateAppointmentRequest) => CreateAppointmentResponse;
  payOnline?: () => PaymentRedirect;
  checkPaymentStatus?: (n: number) => PaymentCheck;
  requestCallBack?: () => void;
  /** Events the hold keeper sends back as soon as it starts. */
  holdEvents?: OrderEvent[];
}

/** Fake invoked actors at the network boundary, recording what they were asked. */
export function fakeOrderActors(behaviour: FakeBehaviour = {}) {
  const calls: FakeCalls = {
    reserve: [],
    switchSlot: [],
    calculatePrice: [],
    loadOtherSlots: [],
    book: [],
    payOnline: [],
    checkPaymentStatus: [],
    requestCallBack: [],
    holdKeeper: [],
  };
  const slots: AdditionalSlots = {
    additionalSlots: [
      {
        slotKey: 'k-2',
        doctorId: 'd2',
        start: '2099-03-10T10:00:00Z',
        end: '2099-03-10T10:30:00Z',
        price: 140,
      },
    ],
    doctors: { d2: { id: 'd2', firstName: 'Ewa', lastName: 'Lis' } },
    specializations: {},
    page: 0,
    size: 5,
    totalElements: 1,
  };
  const actors = {
    loadSearchLists: fromPromise<SearchLists, OrderSearchCriteria>(async () => ({
      towns: TOWNS,
      specializations: [{ id: 1, name: 'Internista' }],
      slotIntervals: { intervalSize: 30, availableIntervals: { '10:00': true } },
    })),
    reserve: fromPromise<SlotReservation, ReserveFirstAvailableRequest>(async ({ input }) => {
      calls.reserve.push(input);
      return behaviour.reserve ? behaviour.reserve(input) : reservation();
    }),
    switchSlot: fromPromise<SlotReservation, ReserveSlotRequest>(async ({ input }) => {
      calls.switchSlot.push(input);
      return reservation('r-2');
    }),
    checkHold: fromPromise<SlotReservation, { id: string }>(async ({ input }) =>
      behaviour.checkHold ? behaviour.checkHold(input.id) : reservation(input.id),
    ),
    calculatePrice: fromPromise<PriceCalculation, PriceCalculationRequest>(async ({ input }) => {
      calls.calculatePrice.push(input);
      return priceFor(input);
    }),
    loadOtherSlots: fromPromise<AdditionalSlots, AdditionalSlotsQuery>(async ({ input }) => {
      calls.loadOtherSlots.push(input);
      return slots;
    }),
    book: fromPromise<CreateAppointmentResponse, CreateAppointmentRequest>(async ({ input }) => {
      calls.book.push(input);
      return behaviour.book
        ? behaviour.book(input)
        : { appointmentId: 'a-1', processStatus: 'WAITING_FOR_PAYMENT' };
    }),
    payOnline: fromPromise<PaymentRedirect, { appointmentId: string }>(async ({ input }) => {
      calls.payOnline.push(input.appointmentId);
      return behaviour.payOnline?.() ?? { redirectUrl: 'https://pay.example/', redirectParams: {} };
    }),
    checkPaymentStatus: fromPromise<PaymentCheck, { appointmentId: string }>(async ({ input }) => {
      calls.checkPaymentStatus.push(input.appointmentId);
      const n = calls.checkPaymentStatus.length;
      return behaviour.checkPaymentStatus?.(n) ?? { status: 'ACCEPTED', code: null, checkedAt: Date.now() };
    }),
    requestCallBack: fromPromise<void, CallBackRequest>(async ({ input }) => {
      calls.requestCallBack.push(input);
      behaviour.requestCallBack?.();
    }),
    holdKeeper: fromCallback<OrderEvent, HoldKeeperInput>(({ input, sendBack }) => {
      calls.holdKeeper.push(input);
      for (const event of behaviour.holdEvents ?? []) sendBack(event);
    }),
  };
  return { actors, calls };
}

/** A Map-backed Storage stand-in. */
export function memoryStorage(): OrderStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

type Actor = ReturnType<typeof start>['actor'];

/** A started machine over fake actors (GENERAL, signed-in PATIENT unless overridden). */
export function start(input: Partial<OrderInput> = {}, behaviour: FakeBehaviour = {}) {
  const { actors, calls } = fakeOrderActors(behaviour);
  const actor = createActor(orderMachine.provide({ actors }), {
    input: { type: 'general', roles: ['PATIENT'], nfzActive: false, today: '2099-03-01', ...input },
  });
  actor.start();
  return { actor, calls };
}

/** Searches and waits for the order step with its price. */
export async function toOrderStep(actor: Actor, search: Record<string, unknown> = {}) {
  await waitFor(actor, (s) => s.matches({ search: 'idle' }));
  actor.send({ type: 'SEARCH', values: SEARCH_VALUES, ...search });
  return waitFor(actor, (s) => s.matches({ flow: { steps: 'order', pricing: 'done' } }));
}

/** Goes through order, personal and symptoms to the payment step. */
export async function toPaymentStep(actor: Actor) {
  await toOrderStep(actor);
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
  actor.send({ type: 'SUBMIT', values: { symptoms: ['FEVER'] } });
  return waitFor(actor, (s) => s.matches({ flow: { steps: 'payment' } }));
}
