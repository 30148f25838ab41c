// The flow frame's entry (flow.html on the provider's origin): the booking flow itself, inline in
// this provider document, fed by the partner page's element through the frame bridge. The same
// page is the SSO popup a flow frame opens (the IdP's redirect URI): then it only signs in.
import { defineWizytaBooking } from './element/defineWizytaBooking';
import { WizytaBooking } from './element/WizytaBooking';
import { applyFlowQuery } from './frame/applyFlowQuery';
import { enterSsoPopup } from './root/ssoPopupStage';

const ssoStage = enterSsoPopup(window);
if (ssoStage) {
  void import('./root/runSsoPopup').then(({ runSsoPopup }) => runSsoPopup(window, ssoStage));
} else {
  applyFlowQuery(document, window.location.href);
  defineWizytaBooking(customElements, WizytaBooking);
}
