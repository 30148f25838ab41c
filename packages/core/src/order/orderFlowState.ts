import { and } from 'xstate';
import { toAppError } from '../errors/toAppError';
import { orderSetup } from './orderSetup';
import type { OrderStoredStep } from './orderStorage';

const errorCode = ({ event }: { event: { error: unknown } }) => ({ code: toAppError(event.error).code });

const submitStep = (step: 'personal' | 'symptoms' | 'payment', target: string) => [
  {
    guard: { type: 'isStepFormValid' as const, params: { step } },
    target,
    actions: { type: 'assignStepForm' as const, params: { step } },
  },
  { actions: { type: 'assignStepForm' as const, params: { step } } },
];

const enterStep = (step: OrderStoredStep) => ({ type: 'setStep' as const, params: { step } });

const resumeAt = (step: 'personal' | 'symptoms' | 'payment' | 'confirm') => ({
  guard: { type: 'isResumingAt' as const, params: { step } },
  target: step,
  actions: 'clearResumeStep' as const,
});

/**
 * The held part of the flow, from the order details to the last step before booking, as three
 * parallel regions: `hold` keeps the reservation alive, `pricing` keeps the price current (voucher,
 * payment type, slot switch), `steps` is what the patient sees. A lost hold leaves for search.
 */
export const orderFlowState = orderSetup.createStateConfig({
  type: 'parallel',
  on: {
    HOLD_LOST: {
      target: '#order.search',
      actions: ['clearReservation', { type: 'assignError', params: ({ event }) => ({ code: event.code }) }],
    },
  },
  states: {
    hold: {
      initial: 'keeping',
      on: {
        HOLD_CHANGED: { target: '.keeping' },
        HOLD_EXTENDED: { actions: 'assignHoldExpiry' },
      },
      states: {
        keeping: {
          invoke: {
            id: 'holdKeeper',
            src: 'holdKeeper',
            input: ({ context }) => ({
              slotReservationId: context.order.slotReservationId ?? '',
              expiresAt: context.holdExpiresAt ?? new Date(0).toISOString(),
            }),
          },
        },
      },
    },
    pricing: {
      initial: 'calculating',
      on: {
        VOUCHER: { target: '.calculating', actions: 'assignVoucher' },
        PAYMENT_TYPE: { target: '.calculating', actions: 'assignPaymentType' },
        HOLD_CHANGED: { target: '.calculating' },
      },
      states: {
        calculating: {
          always: [
            { guard: 'isNfzVisit', target: 'done', actions: 'assignNfzPrice' },
            // The plan covers the visit (WELBI, inter, interrisk): there is no price to show.
            { guard: 'isCoveredByPlan', target: 'done' },
          ],
          invoke: {
            id: 'calculatePrice',
            src: 'calculatePrice',
            input: ({ context }) => ({
              slotReservationId: context.order.slotReservationId ?? '',
              paymentType: context.order.paymentType ?? 'ONLINE',
              ...(context.order.voucher ? { voucher: context.order.voucher } : {}),
            }),
            onDone: { target: 'done', actions: { type: 'assignPrice', params: ({ event }) => event.output } },
            onError: { target: 'done', actions: { type: 'assignError', params: errorCode } },
          },
        },
        done: {},
      },
    },
    steps: {
      initial: 'resume',
      states: {
        resume: {
          always: [
            resumeAt('personal'),
            resumeAt('symptoms'),
            resumeAt('payment'),
            resumeAt('confirm'),
            { target: 'order', actions: 'clearResumeStep' },
          ],
        },
        order: {
          entry: enterStep('order'),
          initial: 'idle',
          on: {
            NEXT: { guard: 'isFullFlow', target: 'personal', actions: 'clearErrors' },
            // WELBI's short order page collects the personal data and books from there.
            SUBMIT: [
              {
                guard: and([
                  'isShortFlow',
                  { type: 'isStepFormValid', params: { step: 'personal' as const } },
                ]),
                target: '#order.booking',
                actions: { type: 'assignStepForm', params: { step: 'personal' } },
              },
              { guard: 'isShortFlow', actions: { type: 'assignStepForm', params: { step: 'personal' } } },
            ],
            BACK: { target: '#order.search', actions: ['assignDraft', 'clearReservation'] },
          },
          states: {
            idle: {
              on: {
                LOAD_OTHER_SLOTS: 'loadingSlots',
                SWITCH_SLOT: 'switching',
              },
            },
            loadingSlots: {
              invoke: {
                id: 'loadOtherSlots',
                src: 'loadOtherSlots',
                input: ({ context, event }) => ({
                  slotReservationId: context.order.slotReservationId ?? '',
                  page: event.type === 'LOAD_OTHER_SLOTS' ? (event.page ?? 0) : 0,
                  sort: `price,${event.type === 'LOAD_OTHER_SLOTS' ? (event.sort ?? 'ASC') : 'ASC'}` as const,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignOtherSlots', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: { type: 'assignError', params: errorCode } },
              },
            },
            switching: {
              invoke: {
                id: 'switchSlot',
                src: 'switchSlot',
                input: ({ context, event }) => ({
                  slotKey: event.type === 'SWITCH_SLOT' ? event.slotKey : '',
                  appointmentType: context.order.appointmentType,
                  adultsCount: context.order.adultsCount,
                  childrenCount: context.order.childrenCount,
                  ...(context.order.city && context.order.appointmentType === 'HOUSE'
                    ? { city: context.order.city.id }
                    : {}),
                  ...(context.order.slotReservationId
                    ? { previousReservationId: context.order.slotReservationId }
                    : {}),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignReservation', params: ({ event }) => event.output },
                    'raiseHoldChanged',
                  ],
                },
                onError: { target: 'idle', actions: { type: 'assignError', params: errorCode } },
              },
            },
          },
        },
        personal: {
          entry: enterStep('personal'),
          on: {
            SUBMIT: submitStep('personal', 'symptoms'),
            BACK: { target: 'order', actions: 'assignDraft' },
          },
        },
        symptoms: {
          entry: enterStep('symptoms'),
          on: {
            SUBMIT: [
              {
                guard: and([
                  'isConfirmedNotPaid',
                  { type: 'isStepFormValid', params: { step: 'symptoms' as const } },
                ]),
                target: 'confirm',
                actions: { type: 'assignStepForm', params: { step: 'symptoms' } },
              },
              ...submitStep('symptoms', 'payment'),
            ],
            BACK: { target: 'personal', actions: 'assignDraft' },
          },
        },
        payment: {
          entry: enterStep('payment'),
          on: {
            SUBMIT: submitStep('payment', '#order.booking'),
            BACK: { target: 'symptoms', actions: 'assignDraft' },
          },
        },
        confirm: {
          entry: enterStep('confirm'),
          on: {
            SUBMIT: { target: '#order.booking', actions: 'clearErrors' },
            BACK: { target: 'symptoms', actions: 'assignDraft' },
          },
        },
        previous: { type: 'history' },
      },
    },
  },
});
