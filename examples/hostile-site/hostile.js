// The insurer page's prefill, sent from an origin that is not on the widget's trust list.
// Expected: nothing is applied (the frame is refused, and the widget ignores the message).

const PREFILL = {
  type: 'wizyta:prefill',
  prefill: { city: 'gdansk', patient: { firstName: 'Mallory', lastName: 'Intruz' } },
};

const frame = document.getElementById('wizyta-frame');
const log = document.getElementById('event-log');

// The frame may have loaded (or been refused) before this deferred script runs, so waiting for
// its load event alone could post nothing. Post at once, on load, and again every half second for
// five seconds: whatever the frame's timing, the widget is offered the message while it listens.
function post() {
  // Even a precise target origin does not help: the receiver checks the *sender's* origin.
  frame?.contentWindow?.postMessage(PREFILL, 'http://localhost:8080');
}

if (frame && log) {
  const item = document.createElement('li');
  item.textContent = `prefill posted from ${location.origin}`;
  log.append(item);
  frame.addEventListener('load', post);
  post();
  const repeat = setInterval(post, 500);
  setTimeout(() => clearInterval(repeat), 5000);
}
