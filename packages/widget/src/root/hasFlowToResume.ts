import { ORDER_STORAGE_KEY } from '../core';
import { instanceKey } from './instanceStorage';
import { sessionStore } from './isSsoReturn';
import { readPaymentReturn } from './readPaymentReturn';

/**
 * Whether the page must open on the full flow rather than the first chunk's search form: an
 * order `instance` kept in sessionStorage (a reload), or the payment gateway's return to it
 * (`?appointmentId=…`).
 */
export function hasFlowToResume(href: string, instance: string): boolean {
  return (
    sessionStore()?.getItem(instanceKey(ORDER_STORAGE_KEY, instance)) != null ||
    readPaymentReturn(href, instance) !== null
  );
}
