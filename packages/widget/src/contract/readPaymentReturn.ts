/**
 * The widget instance a payment return is for: the flow adds `?wizyta=<instance>` to the page's
 * address it gives the gateway, which returns there as it is (it adds nothing: no visit id, no
 * status), so several widgets on one page know whose return it is.
 */
export const INSTANCE_PARAM = 'wizyta';

/**
 * In the flow frame's address on a return: the visit the partner page's element kept from the
 * frame's hand-off (the frame's own storage may be blocked). Never in the partner page's address.
 */
export const RETURN_VISIT_PARAM = 'appointmentId';

/** The query parameters of a payment return to the partner page. */
export const PAYMENT_RETURN_PARAMS = [INSTANCE_PARAM] as const;

const VISIT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Whether `href` is the payment gateway's return to the widget `instance`: its address names it
 * (`?wizyta=<instance>`), or names any widget when `instance` is not given.
 */
export function isPaymentReturn(href: string, instance?: string): boolean {
  const owner = new URL(href).searchParams.get(INSTANCE_PARAM);
  return owner !== null && (instance === undefined || owner === instance);
}

/** The visit id a return's flow-frame address carries ({@link RETURN_VISIT_PARAM}), if well formed. */
export function returnedVisit(href: string): string | null {
  const id = new URL(href).searchParams.get(RETURN_VISIT_PARAM);
  return id !== null && VISIT_ID.test(id) ? id : null;
}

/** Whether `id` is a plain visit id (what a hand-off may carry). */
export function isVisitId(id: unknown): id is string {
  return typeof id === 'string' && VISIT_ID.test(id);
}

/** `href` without the payment return parameters and without a fragment. */
export function withoutPaymentReturn(href: string): string {
  const url = new URL(href);
  for (const name of PAYMENT_RETURN_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.href;
}

/**
 * Removes the payment return parameters from the address bar (`history.replaceState`, no reload),
 * so a reload or a shared link does not show the result again. Keeps the fragment.
 */
export function forgetPaymentReturn(location: Location, history: History): void {
  const clean = new URL(withoutPaymentReturn(location.href));
  clean.hash = location.hash;
  if (clean.href !== location.href) history.replaceState(history.state, '', clean.href);
}

/** `href` with the widget `instance` named for the payment return ({@link INSTANCE_PARAM}). */
export function withInstance(href: string, instance: string): string {
  const url = new URL(href);
  url.searchParams.set(INSTANCE_PARAM, instance);
  return url.href;
}
