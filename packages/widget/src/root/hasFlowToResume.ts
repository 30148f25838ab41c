import { ORDER_STORAGE_KEY } from '../core';
import { sessionStore } from './isSsoReturn';
import { readPaymentReturn } from './readPaymentReturn';

/**
 * Whether the page must open on the full flow rather than the first chunk's search form: an
 * order kept in sessionStorage (a reload), or the payment gateway's return (`?appointmentId=…`).
 */
export function hasFlowToResume(href: string): boolean {
  return sessionStore()?.getItem(ORDER_STORAGE_KEY) != null || readPaymentReturn(href) !== null;
}
