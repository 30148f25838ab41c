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

window.addEventListener('message', (event) => {
  // Only the widget's origin, only from our frame.
  if (event.origin !== WIDGET_ORIGIN || event.source !== frame?.contentWindow) return;
  const { type, detail } = event.data || {};
  if (typeof type !== 'string' || !type.startsWith('wizyta:')) return;
  log(`${type} ${JSON.stringify(detail)}`);
  // The widget is ready to listen: hand it the prefill (again after a reload of the frame).
  if (type === 'wizyta:ready') frame.contentWindow.postMessage(PREFILL, WIDGET_ORIGIN);
  // Size the frame to the widget: the height attribute, no inline style.
  if (type === 'wizyta:resize' && Number.isFinite(detail?.height)) frame.height = String(detail.height + 2);
});
