// The partner's own script: listens to the widget's host events and shows them in a log.
// No inline script anywhere, so the page runs under a CSP without 'unsafe-inline'.

// The queue stub (the loader installs the same one): calls made before the widget loads are kept.
window.Wizyta =
  window.Wizyta ||
  function Wizyta(...args) {
    window.Wizyta.q = window.Wizyta.q || [];
    window.Wizyta.q.push(args);
  };

const EVENTS = [
  'wizyta:ready',
  'wizyta:step',
  'wizyta:reserved',
  'wizyta:booked',
  'wizyta:payment',
  'wizyta:error',
  'wizyta:resize',
];

// The log is kept for the tab (sessionStorage), so it survives the trip to the payment gateway
// and back: the events of the booking and of the payment result show together.
const LOG_KEY = 'partner.eventLog';

function readLog() {
  try {
    const entries = JSON.parse(sessionStorage.getItem(LOG_KEY) || '[]');
    return Array.isArray(entries) ? entries : [];
  } catch {
    return [];
  }
}

function show(name, text) {
  const list = document.getElementById('event-log');
  if (!list) return;
  const item = document.createElement('li');
  item.dataset.event = name;
  item.textContent = text;
  list.append(item);
}

function log(name, detail) {
  const text = `${name} ${JSON.stringify(detail)}`;
  show(name, text);
  // Resize events are many and carry nothing worth keeping.
  if (name === 'wizyta:resize') return;
  try {
    sessionStorage.setItem(LOG_KEY, JSON.stringify([...readLog(), [name, text]].slice(-100)));
  } catch {
    // Storage blocked or full: the on-page log still works.
  }
}

document.addEventListener('DOMContentLoaded', () => {
  for (const [name, text] of readLog()) show(name, `${text} (before the last page load)`);
});

// Way 1: the global API (works before the widget bundle has loaded).
for (const name of EVENTS) window.Wizyta('on', name, (detail) => log(name, detail));

// Way 2: plain DOM listeners on the element (the events bubble and are composed).
document.addEventListener('DOMContentLoaded', () => {
  const element = document.querySelector('wizyta-booking');
  element?.addEventListener('wizyta:booked', (event) => {
    document.title = `Umówiono wizytę ${event.detail.appointmentId}`;
  });
});

// Way 3 (popup.html): open the booking in a dialog from the partner's own button.
document.addEventListener('DOMContentLoaded', () => {
  document.getElementById('open-by-api')?.addEventListener('click', () => {
    window.Wizyta('open', { partner: 'przyklad', appointmentType: 'HOUSE' });
  });
});
