/**
 * How one attempt of a call ended, before it is judged: an HTTP answer (any status, its body
 * parsed), a network failure, the client's time limit, or the caller's abort.
 */
export type RequestOutcome =
  | { readonly kind: 'response'; readonly status: number; readonly data: unknown }
  | { readonly kind: 'network'; readonly cause: unknown }
  | { readonly kind: 'timeout'; readonly timeoutMs: number }
  | { readonly kind: 'aborted' };

/** Whether a GET may be tried again after this outcome: network failures and 5xx only. */
export function isRetryable(outcome: RequestOutcome): boolean {
  return outcome.kind === 'network' || (outcome.kind === 'response' && outcome.status >= 500);
}
