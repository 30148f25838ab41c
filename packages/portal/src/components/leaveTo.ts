/**
 * Leaves the portal for another site (the payment gateway). A module of its own so that tests
 * can replace it: jsdom cannot navigate.
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
