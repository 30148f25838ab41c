// The flow frame's entry (flow.html on the provider's origin): the booking flow itself, inline in
// this provider document, fed by the partner page's element through the frame bridge. The same
// page is the SSO popup a flow frame opens (the IdP's redirect URI): then it only signs in.

import { applyFlowQuery } from './bridge/applyFlowQuery';
import { defineWizytaBooking } from './element/defineWizytaBooking';
import { WizytaBooking } from './element/WizytaBooking';

function startFlow(): void {
  applyFlowQuery(document, window.location.href);
  defineWizytaBooking(customElements, WizytaBooking);
}

// A top-level page with an opener may be the SSO popup (a frame has none): the exact check comes
// with the SSO chunk, so that a flow frame carries none of it.
if (window.opener)
  void import('./sso/runSsoPopup').then(({ startSsoPopup }) => startSsoPopup(window) || startFlow());
else startFlow();
