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

function log(name, detail) {
  const list = document.getElementById('event-log');
  if (!list) return;
  const item = document.createElement('li');
  item.dataset.event = name;
  item.textContent = `${name} ${JSON.stringify(detail)}`;
  list.append(item);
}

// Way 1: the global API (works before the widget bundle has loaded).
for (const name of EVENTS) window.Wizyta('on', name, (detail) => log(name, detail));

// Way 2: plain DOM listeners on the element (the events bubble and are composed).
document.addEventListener('DOMContentLoaded', () => {
  const element = document.querySelector('wizyta-booking');
  element?.addEventListener('wizyta:booked', (event) => {
    document.title = `Umówiono wizytę ${event.detail.appointmentId}`;
  });
});
