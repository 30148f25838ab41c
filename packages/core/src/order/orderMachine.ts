import { and, not } from 'xstate';
import { errorCode } from './orderErrors';
import {
  bookedAppointment,
  bookingBody,
  callBackBody,
  checkedAt,
  heldSlot,
  otherSlotsQuery,
  output,
  paymentStatus,
  polledAppointment,
  priceRequest,
  reserveRequest,
  restoredHold,
  searchCriteria,
  switchRequest,
} from './orderInputs';
import { orderSetup } from './orderSetup';
import { initialOrderContext } from './orderUpdates';

// The whole chart, top to bottom. Guards, actions, actors and delays are named here and written
// beside it: orderGuards.ts, orderSetup.ts (actions, delays), createOrderActors.ts, and
// orderInputs.ts (what each invoked actor is given). `npm run chart` draws it into core's README.
// Every state the patient sees sets `context.step` on entry: the UI and the stored order
// (`wizyta.orderStep`, spec §2) read the step from there, not from the state value.

const step = <S extends string>(name: S) => ({ type: 'setStep', params: { step: name } }) as const;
const formOf = <S extends 'personal' | 'symptoms' | 'payment'>(name: S) => ({ step: name }) as const;
const assignPaymentCheck = { type: 'assignPaymentCheck', params: output } as const;
const accepted = { type: 'isPaymentAccepted', params: paymentStatus } as const;
const rejected = { type: 'isPaymentRejected', params: paymentStatus } as const;

/**
 * The order flow of spec §2 as one machine, shared by the widget and the portal:
 * search → reserving → flow (order → personal → symptoms → payment | confirm, with the hold kept
 * alive and the price kept current) → booking → redirecting (online) → result polling →
 * success | failed | waiting; cash and NFZ go from booking to success. WELBI's short flow is
 * search → reserving → order summary → booking. No doctor → noDoctors → callBackSent.
 *
 * Create it through `createOrderActor`, or in tests with `createActor(orderMachine.provide({ actors }), { input })`.
 */
export const orderMachine = orderSetup.createMachine({
  id: 'order',
  context: ({ input }) => initialOrderContext(input),
  initial: 'start',
  on: {
    SESSION_CHANGED: { actions: 'assignSession' },
    KEEP_DRAFT: { actions: 'assignKeptDraft' },
  },
  states: {
    start: {
      always: [
        { guard: 'hasAppointmentToCheck', target: 'result' },
        { guard: 'isResumingHold', target: 'restoring' },
        { guard: 'isResumingNoDoctors', target: 'noDoctors' },
        { target: 'search', actions: 'clearResumeStep' },
      ],
    },
    restoring: {
      invoke: {
        src: 'checkHold',
        id: 'checkHold',
        input: restoredHold,
        onDone: { target: 'flow', actions: { type: 'assignReservation', params: output } },
        onError: {
          target: 'search',
          actions: ['clearReservation', { type: 'assignError', params: { code: 'SLOT_TAKEN' } }],
        },
      },
    },
    search: {
      entry: step('search'),
      initial: 'loading',
      on: {
        CHANGE_SEARCH: { target: '.loading', reenter: true, actions: 'assignSearchCriteria' },
        SEARCH: [
          { guard: 'isSearchValid', target: 'reserving', actions: 'assignSearch' },
          { actions: 'assignSearchErrors' },
        ],
      },
      states: {
        loading: {
          invoke: {
            src: 'loadSearchLists',
            id: 'loadSearchLists',
            input: searchCriteria,
            onDone: { target: 'idle', actions: { type: 'assignSearchLists', params: output } },
            onError: { target: 'idle', actions: { type: 'assignError', params: errorCode } },
          },
        },
        idle: { on: { RETRY: { target: 'loading', actions: 'clearErrors' } } },
      },
    },
    reserving: {
      invoke: {
        src: 'reserve',
        id: 'reserve',
        input: reserveRequest,
        onDone: { target: 'flow', actions: { type: 'assignReservation', params: output } },
        onError: [
          { guard: { type: 'isNoDoctorFound', params: errorCode }, target: 'noDoctors' },
          { target: 'search.idle', actions: { type: 'assignError', params: errorCode } },
        ],
      },
    },
    // The held part: `hold` keeps the reservation alive, `pricing` keeps the price current
    // (voucher, payment type, slot switch), `steps` is what the patient sees.
    flow: {
      type: 'parallel',
      on: {
        HOLD_LOST: {
          target: '#order.search',
          actions: [
            'clearReservation',
            { type: 'assignError', params: ({ event }) => ({ code: event.code }) },
          ],
        },
      },
      states: {
        hold: {
          initial: 'keeping',
          on: { HOLD_CHANGED: { target: '.keeping' }, HOLD_EXTENDED: { actions: 'assignHoldExpiry' } },
          states: {
            keeping: { invoke: { src: 'holdKeeper', id: 'holdKeeper', input: heldSlot } },
          },
        },
        pricing: {
          initial: 'calculating',
          on: {
            VOUCHER: { target: '.calculating', actions: 'assignVoucher' },
            PAYMENT_TYPE: { target: '.calculating', actions: 'assignPaymentType' },
            HOLD_CHANGED: { target: '.calculating' },
            // Before the last step only: the symptoms step's SUBMIT picks payment or confirmation.
            CHOOSE_NFZ: { guard: 'canChooseNfz', target: '.calculating', actions: 'assignNfzChoice' },
          },
          states: {
            calculating: {
              always: [
                { guard: 'isNfzVisit', target: 'done', actions: 'assignNfzPrice' },
                // The plan covers the visit (WELBI, inter, interrisk): there is no price to show.
                { guard: 'isCoveredByPlan', target: 'done' },
              ],
              invoke: {
                src: 'calculatePrice',
                id: 'calculatePrice',
                input: priceRequest,
                onDone: { target: 'done', actions: { type: 'assignPrice', params: output } },
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
                {
                  guard: { type: 'isResumingAt', params: { step: 'personal' } },
                  target: 'personal',
                  actions: 'clearResumeStep',
                },
                {
                  guard: { type: 'isResumingAt', params: { step: 'symptoms' } },
                  target: 'symptoms',
                  actions: 'clearResumeStep',
                },
                {
                  guard: { type: 'isResumingAt', params: { step: 'payment' } },
                  target: 'payment',
                  actions: 'clearResumeStep',
                },
                {
                  guard: { type: 'isResumingAt', params: { step: 'confirm' } },
                  target: 'confirm',
                  actions: 'clearResumeStep',
                },
                { target: 'order', actions: 'clearResumeStep' },
              ],
            },
            order: {
              entry: step('order'),
              initial: 'idle',
              on: {
                NEXT: { guard: not('isShortFlow'), target: 'personal', actions: 'clearErrors' },
                // WELBI's short order page collects the personal data and books from there.
                SUBMIT: [
                  {
                    guard: and(['isShortFlow', { type: 'isStepFormValid', params: formOf('personal') }]),
                    target: '#order.booking',
                    actions: { type: 'assignStepForm', params: formOf('personal') },
                  },
                  { guard: 'isShortFlow', actions: { type: 'assignStepForm', params: formOf('personal') } },
                ],
                BACK: { target: '#order.search', actions: ['assignDraft', 'clearReservation'] },
              },
              states: {
                idle: { on: { LOAD_OTHER_SLOTS: 'loadingSlots', SWITCH_SLOT: 'switching' } },
                loadingSlots: {
                  invoke: {
                    src: 'loadOtherSlots',
                    id: 'loadOtherSlots',
                    input: otherSlotsQuery,
                    onDone: { target: 'idle', actions: { type: 'assignOtherSlots', params: output } },
                    onError: { target: 'idle', actions: { type: 'assignError', params: errorCode } },
                  },
                },
                switching: {
                  invoke: {
                    src: 'switchSlot',
                    id: 'switchSlot',
                    input: switchRequest,
                    onDone: {
                      target: 'idle',
                      actions: [{ type: 'assignReservation', params: output }, 'raiseHoldChanged'],
                    },
                    onError: { target: 'idle', actions: { type: 'assignError', params: errorCode } },
                  },
                },
              },
            },
            personal: {
              entry: step('personal'),
              on: {
                SUBMIT: [
                  {
                    guard: { type: 'isStepFormValid', params: formOf('personal') },
                    target: 'symptoms',
                    actions: { type: 'assignStepForm', params: formOf('personal') },
                  },
                  { actions: { type: 'assignStepForm', params: formOf('personal') } },
                ],
                BACK: { target: 'order', actions: 'assignDraft' },
              },
            },
            symptoms: {
              entry: step('symptoms'),
              on: {
                SUBMIT: [
                  {
                    guard: and([
                      'isConfirmedNotPaid',
                      { type: 'isStepFormValid', params: formOf('symptoms') },
                    ]),
                    target: 'confirm',
                    actions: { type: 'assignStepForm', params: formOf('symptoms') },
                  },
                  {
                    guard: { type: 'isStepFormValid', params: formOf('symptoms') },
                    target: 'payment',
                    actions: { type: 'assignStepForm', params: formOf('symptoms') },
                  },
                  { actions: { type: 'assignStepForm', params: formOf('symptoms') } },
                ],
                BACK: { target: 'personal', actions: 'assignDraft' },
              },
            },
            payment: {
              entry: step('payment'),
              on: {
                SUBMIT: [
                  {
                    guard: { type: 'isStepFormValid', params: formOf('payment') },
                    target: '#order.booking',
                    actions: { type: 'assignStepForm', params: formOf('payment') },
                  },
                  { actions: { type: 'assignStepForm', params: formOf('payment') } },
                ],
                BACK: { target: 'symptoms', actions: 'assignDraft' },
              },
            },
            confirm: {
              entry: step('confirm'),
              on: {
                SUBMIT: { target: '#order.booking', actions: 'clearErrors' },
                BACK: { target: 'symptoms', actions: 'assignDraft' },
              },
            },
            // Where a failed booking returns the patient: the step they booked from.
            previous: { type: 'history' },
          },
        },
      },
    },
    // POST appointments once (a SUBMIT meanwhile has no handler, so it is ignored).
    booking: {
      invoke: {
        src: 'book',
        id: 'book',
        input: bookingBody,
        onDone: [
          {
            guard: 'paysOnline',
            target: 'redirecting',
            actions: { type: 'assignAppointment', params: output },
          },
          { target: 'success', actions: { type: 'assignAppointment', params: output } },
        ],
        onError: [
          {
            guard: { type: 'isSlotLost', params: errorCode },
            target: 'search',
            actions: ['clearReservation', { type: 'assignError', params: { code: 'SLOT_TAKEN' } }],
          },
          { target: 'flow.steps.previous', actions: { type: 'assignError', params: errorCode } },
        ],
      },
    },
    redirecting: {
      entry: [step('result'), 'resetPolling'],
      invoke: {
        src: 'payOnline',
        id: 'payOnline',
        input: bookedAppointment,
        onDone: 'redirected',
        onError: { target: 'failed', actions: { type: 'assignError', params: errorCode } },
      },
    },
    // The page is on its way to the gateway; the flow continues in a new actor on return.
    redirected: {},
    // The result page polls payment/check-status with back-off until ACCEPTED or REJECTED, or
    // 3 minutes of PROCESSING (then `waiting` polls on slowly). Network errors never end it.
    result: {
      entry: [step('result'), 'resetPolling'],
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'checkPaymentStatus',
            id: 'checkPaymentStatus',
            input: polledAppointment,
            onDone: [
              { guard: accepted, target: '#order.success', actions: assignPaymentCheck },
              { guard: rejected, target: '#order.failed', actions: assignPaymentCheck },
              {
                guard: { type: 'isPaymentTakingLong', params: checkedAt },
                target: '#order.waiting',
                actions: assignPaymentCheck,
              },
              { target: 'pausing', actions: assignPaymentCheck },
            ],
          },
        },
        pausing: { after: { pollDelay: 'checking' } },
      },
    },
    waiting: {
      entry: step('result'),
      initial: 'pausing',
      states: {
        checking: {
          invoke: {
            src: 'checkPaymentStatus',
            id: 'checkPaymentStatus',
            input: polledAppointment,
            onDone: [
              { guard: accepted, target: '#order.success', actions: assignPaymentCheck },
              { guard: rejected, target: '#order.failed', actions: assignPaymentCheck },
              { target: 'pausing', actions: assignPaymentCheck },
            ],
          },
        },
        pausing: { after: { waitingPollDelay: 'checking' } },
      },
    },
    success: {
      entry: step('result'),
      on: { RESTART: { target: 'search', actions: 'resetOrder' } },
    },
    failed: {
      entry: step('result'),
      on: {
        RETRY_PAYMENT: { target: 'redirecting', actions: 'clearErrors' },
        RESTART: { target: 'search', actions: 'resetOrder' },
      },
    },
    noDoctors: {
      entry: [step('noDoctors'), 'clearResumeStep'],
      initial: 'idle',
      on: { RESTART: 'search', BACK: 'search' },
      states: {
        idle: { on: { CALL_BACK: 'sending' } },
        sending: {
          invoke: {
            src: 'requestCallBack',
            id: 'requestCallBack',
            input: callBackBody,
            onDone: { target: '#order.callBackSent' },
            onError: { target: 'idle', actions: { type: 'assignError', params: errorCode } },
          },
        },
      },
    },
    callBackSent: {
      entry: 'markCallBackSent',
      on: { RESTART: 'search' },
    },
  },
});
