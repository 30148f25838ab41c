// The flow frame's entry (flow.html on the provider's origin): the booking flow itself, inline in
// this provider document, fed by the partner page's element through the frame bridge. The same
// page is the SSO popup a flow frame opens (the IdP's redirect URI): then it only signs in.
import { defineWizytaBooking } from './element/defineWizytaBooking';
import { WizytaBooking } from './element/WizytaBooking';
import { applyFlowQuery } from './frame/applyFlowQuery';

function startFlow(): void {
  applyFlowQuery(document, window.location.href);
  defineWizytaBooking(customElements, WizytaBooking);
}

// A page with an opener and the popup's query or a callback fragment may be the SSO popup: the
// exact check comes with the SSO chunk, so that a flow frame carries none of it.
const { search, hash } = window.location;
if (window.opener && (search === '?sso=popup' || hash.includes('state='))) {
  void import('./root/runSsoPopup').then(({ startSsoPopup }) => {
    if (!startSsoPopup(window)) startFlow();
  });
} else {
  startFlow();
}
