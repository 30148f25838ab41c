import type { NotificationKind } from '@wizyta/core';
import { notifyPatient } from '../notifications/notifyPatient';
import type { DataStore, VisitRecord } from '../seed/DataStore';
import type { PatientMessages } from './createPatientMessages';
import type { MessageKind } from './messageTexts';

/** The message that goes out with a notification; the others stay in the portal only. */
const MESSAGE_OF: Partial<Record<NotificationKind, MessageKind>> = {
  VISIT_BOOKED: 'CONFIRMATION',
  VISIT_RESCHEDULED: 'MOVED',
  VISIT_CANCELLED: 'CANCELLED',
  PAYMENT_ACCEPTED: 'PAID',
  PAYMENT_REJECTED: 'PAYMENT_FAILED',
};

/** Tells the visit's patient what happened: a notification in the portal and, for a change of the visit, a message. */
export type NotifyAndTell = (record: VisitRecord, kind: NotificationKind) => void;

export function notifyAndTell(store: DataStore, messages: PatientMessages, now: () => Date): NotifyAndTell {
  return (record, kind) => {
    notifyPatient(store, record, kind, now());
    const message = MESSAGE_OF[kind];
    if (message) messages.tell(record, message);
  };
}
