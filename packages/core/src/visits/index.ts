// Decisions about one visit that the visits list, the visit page and the rooms share.

export type { VisitAction, VisitViewer } from './visitActions';
export {
  hasConversation,
  isJoinWindowOpen,
  isQuestionWindowOpen,
  JOIN_CLOSES_MINUTES_AFTER,
  JOIN_OPENS_MINUTES_BEFORE,
  visitActions,
} from './visitActions';
export type { ChangeWindow } from './visitChange';
export { canCancelVisit, canRescheduleVisit, changeClosedSince, changeWindow } from './visitChange';
export type { VisitPaymentLabel } from './visitStatusLabel';
export { visitPaymentLabel, visitStatusLabel } from './visitStatusLabel';
