// The order area of @wizyta/core, reached through this one file until core's public index lists
// it (core/src/index.ts has no `export * from './order'` yet). When it does, replace the path
// below with '@wizyta/core' and nothing else in this package changes.
export type {
  LeavePage,
  OrderActor,
  OrderApi,
  OrderContext,
  OrderError,
  OrderSnapshot,
  OrderStepId,
  OrderStoredStep,
  OrderUiEvent,
} from '../../../core/src/order/index';
export {
  canBookAppointmentType,
  canBookNfz,
  createOrderActor,
  orderSteps,
  selectHoldSecondsLeft,
} from '../../../core/src/order/index';
