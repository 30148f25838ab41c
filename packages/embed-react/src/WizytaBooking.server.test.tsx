import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { WizytaBooking } from './WizytaBooking';

// Runs in node (this project's default environment): a server-rendered page.
it('renders the bare element with its attributes on the server, touching no window', () => {
  const onBooked = vi.fn();
  const html = renderToString(
    <WizytaBooking
      src="http://localhost:8080/widget/wizyta-loader.js"
      brand="welbi"
      partner="react-app"
      lang="uk"
      nfz
      open={false}
      specialization={5}
      prefill={{ city: 'Warszawa' }}
      className="booking"
      onBooked={onBooked}
    />,
  );
  expect(html).toBe(
    '<wizyta-booking class="booking" config-url="http://localhost:8080/b/welbi/config.json" partner="react-app"' +
      ' lang="uk" specialization="5" nfz="" prefill="{&quot;city&quot;:&quot;Warszawa&quot;}"></wizyta-booking>',
  );
  expect('window' in globalThis).toBe(false);
  expect(onBooked).not.toHaveBeenCalled();
});

it("names the general brand's config at the root and drops a brand that is not a slug", () => {
  const src = 'https://widget.example/widget/v0/wizyta-loader.js';
  expect(renderToString(<WizytaBooking src={src} brand="general" />)).toContain(
    'config-url="https://widget.example/config.json"',
  );
  expect(renderToString(<WizytaBooking src={src} brand="../x" />)).toBe('<wizyta-booking></wizyta-booking>');
  expect(renderToString(<WizytaBooking src={src} brand="pzu" configUrl="/own.json" />)).toContain(
    'config-url="/own.json"',
  );
});
