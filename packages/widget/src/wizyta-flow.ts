// The flow frame's entry (flow.html on the provider's origin): the booking flow itself, inline in
// this provider document, fed by the partner page's element through the frame bridge.
import { defineWizytaBooking } from './element/defineWizytaBooking';
import { WizytaBooking } from './element/WizytaBooking';
import { applyFlowQuery } from './frame/applyFlowQuery';

applyFlowQuery(document, window.location.href);
defineWizytaBooking(customElements, WizytaBooking);
