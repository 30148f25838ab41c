// The partner kit's snippet builder (served at /partner-kit/partner-kit.js, no inline script):
// turns the form into the snippet a partner pastes, and shows the same widget live below it.
const form = document.getElementById('kit');
const snippet = document.getElementById('snippet');
const preview = document.getElementById('preview');
const copied = document.getElementById('copied');
const origin = form.dataset.origin;

/** The element's attributes for the current choice, in the order the snippet shows them. */
function attributesOf(data) {
  const attributes = [['config-url', `${origin}/b/${data.get('brand')}/config.json`]];
  const partner = String(data.get('partner') || '').trim();
  if (partner) attributes.push(['partner', partner]);
  attributes.push(['lang', data.get('lang')]);
  if (data.get('theme') !== 'light') attributes.push(['theme', data.get('theme')]);
  if (data.get('mode') === 'popup') attributes.push(['mode', 'popup']);
  return attributes;
}

const quote = (value) =>
  String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function update() {
  const attributes = attributesOf(new FormData(form));
  const tag = attributes.map(([name, value]) => `\n  ${name}="${quote(value)}"`).join('');
  snippet.textContent = `<script src="${origin}/widget/wizyta-loader.js" async></script>\n<wizyta-booking${tag}>\n</wizyta-booking>`;
  const element = document.createElement('wizyta-booking');
  for (const [name, value] of attributes) element.setAttribute(name, value);
  preview.replaceChildren(element);
  copied.textContent = '';
}

form.addEventListener('input', update);
form.addEventListener('submit', (event) => event.preventDefault());
document.getElementById('copy').addEventListener('click', () => {
  navigator.clipboard.writeText(snippet.textContent).then(
    () => {
      copied.textContent = 'Skopiowano / Copied';
    },
    () => {
      copied.textContent = 'Zaznacz i skopiuj ręcznie / Select and copy by hand';
    },
  );
});
update();
