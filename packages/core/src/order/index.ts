// The order flow of spec §2: the machine, its actor factory, persistence, steps and selectors.

export type { FormStep } from './applyStepForm';
export { bookingIdempotencyKey } from './bookingIdempotencyKey';
export { clearOrder } from './clearOrder';
export type { HoldKeeperInput } from './createHoldKeeper';
export { HOLD_EXTEND_MARGIN_MS, HOLD_RETRY_MS } from './createHoldKeeper';
export type { CreateOrderActorOptions, OrderActor } from './createOrderActor';
export { createOrderActor } from './createOrderActor';
export type { OrderActorDeps, OrderActors, PaymentCheck, ReturnUrl, SearchLists } from './createOrderActors';
export { createOrderActors } from './createOrderActors';
export { gatewayLeavePage, paymentGatewayOrigins } from './gatewayLeavePage';
export { isCoveredByPlan } from './isCoveredByPlan';
export type { LeavePage } from './leavePageByForm';
export { leavePageByForm } from './leavePageByForm';
export type { OrderApi, OrderOperation } from './OrderApi';
export type { OrderContext, OrderError, OrderInput, OrderSearchCriteria } from './OrderContext';
export type { OrderEvent, OrderInternalEvent, OrderUiEvent } from './OrderEvent';
export { PAYMENT_WAITING_AFTER_MS } from './orderGuards';
export { orderMachine } from './orderMachine';
export type { OrderOwner } from './orderOwner';
export {
  canBookAppointmentType,
  canBookNfz,
  canChooseCountryAndLanguage,
  canMakeAppointment,
} from './orderPermissions';
export { bookingRequest, NFZ_PRICE, paymentTypeOf } from './orderRequests';
export type { OrderSnapshot } from './orderSelectors';
export {
  selectError,
  selectFormErrors,
  selectHoldSecondsLeft,
  selectPrice,
  selectStep,
} from './orderSelectors';
export { POLL_FIRST_MS, POLL_MAX_MS, WAITING_POLL_MS } from './orderSetup';
export type { OrderStepId } from './orderSteps';
export { orderSteps } from './orderSteps';
export type { OrderDrafts, OrderStorage, OrderStoredStep, StoredOrder } from './orderStorage';
export { loadOrder, ORDER_STORED_STEPS, readOrder, saveOrder } from './orderStorage';
export type { OwnerSession } from './sessionOrderOwner';
export { sessionOrderOwner } from './sessionOrderOwner';
export {
  isPaediatricSpecialization,
  specializationFitsPatients,
  specializationsForAgeRange,
} from './specializationsForAgeRange';
export { storedOrderId } from './storedOrderId';
export { isPaidByPatient, visitPaymentType } from './visitPaymentType';
