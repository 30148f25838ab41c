// The insurer page's prefill, sent from an origin that is not on the widget's trust list.
// Expected: nothing is applied (the frame is refused, and the widget ignores the message).

const PREFILL = {
  type: 'wizyta:prefill',
  prefill: { city: 'gdansk', patient: { firstName: 'Mallory', lastName: 'Intruz' } },
};

const frame = document.getElementById('wizyta-frame');
frame?.addEventListener('load', () => {
  const item = document.createElement('li');
  item.textContent = `prefill posted from ${location.origin}`;
  document.getElementById('event-log')?.append(item);
  // Even a precise target origin does not help: the receiver checks the *sender's* origin.
  frame.contentWindow?.postMessage(PREFILL, 'http://localhost:8080');
});
