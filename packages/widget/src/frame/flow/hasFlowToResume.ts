import { isPaymentReturn } from '../../contract/readPaymentReturn';
import { ORDER_STORAGE_KEY } from '../core';
import { instanceStorage } from './instanceStorage';

/**
 * Whether the page must open on the full flow rather than the first chunk's search form: an
 * order `instance` kept in sessionStorage (a reload), or the payment gateway's return to it
 * (`?wizyta=<instance>`).
 */
export function hasFlowToResume(href: string, instance: string): boolean {
  return instanceStorage(instance)?.getItem(ORDER_STORAGE_KEY) != null || isPaymentReturn(href, instance);
}
