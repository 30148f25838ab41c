// An insurer's page framing the widget: it prefills the patient's data and listens to the
// widget's events. Both directions name the exact other origin — never '*'.

const WIDGET_ORIGIN = 'http://localhost:8080';
const PREFILL = {
  type: 'wizyta:prefill',
  prefill: {
    city: 'poznan',
    appointmentType: 'CALL',
    patient: { firstName: 'Anna', lastName: 'Nowak', email: 'anna.nowak@example.pl' },
  },
};

function log(text) {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById('event-log')?.append(item);
}

const frame = document.getElementById('wizyta-frame');

// Addressed to the widget's origin: while the frame still shows anything else, the browser drops it.
function sendPrefill() {
  frame?.contentWindow?.postMessage(PREFILL, WIDGET_ORIGIN);
}

window.addEventListener('message', (event) => {
  // Only the widget's origin, only from our frame.
  if (event.origin !== WIDGET_ORIGIN || event.source !== frame?.contentWindow) return;
  const { type, detail } = event.data || {};
  if (typeof type !== 'string' || !type.startsWith('wizyta:')) return;
  log(`${type} ${JSON.stringify(detail)}`);
  // The widget is ready to listen: hand it the prefill (again after a reload of the frame).
  if (type === 'wizyta:ready') sendPrefill();
  // Size the frame to the widget: the height attribute, no inline style.
  if (type === 'wizyta:resize' && Number.isFinite(detail?.height)) frame.height = String(detail.height + 2);
});

// This script may run after the frame has announced itself (it loads in parallel with the frame,
// and a slow answer for this file loses the race): then 'wizyta:ready' came before the listener
// above, and only this send reaches the widget. Otherwise the frame is not listening yet, the
// message goes nowhere, and the coming 'wizyta:ready' sends it. The same prefill twice changes nothing.
sendPrefill();
