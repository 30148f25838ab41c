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
      prefill={{ city: 'warszawa' }}
      className="booking"
      onBooked={onBooked}
    />,
  );
  expect(html).toBe(
    '<wizyta-booking class="booking" brand="welbi" partner="react-app" lang="uk" specialization="5" nfz=""' +
      ' prefill="{&quot;city&quot;:&quot;warszawa&quot;}"></wizyta-booking>',
  );
  expect('window' in globalThis).toBe(false);
  expect(onBooked).not.toHaveBeenCalled();
});

it('passes every brand as it is, with or without the loader options, and config-url beside it', () => {
  const src = 'https://widget.example/widget/v0/wizyta-loader.js';
  // The widget resolves the brand on its own host and says on the console when it does not know it.
  expect(renderToString(<WizytaBooking src={src} brand="signal_iduna" />)).toBe(
    '<wizyta-booking brand="signal_iduna"></wizyta-booking>',
  );
  // A wrong loader option is the loader's error (onLoadError); the brand is not dropped for it.
  expect(renderToString(<WizytaBooking src={src} version="v0" brand="tu_europa" />)).toBe(
    '<wizyta-booking brand="tu_europa"></wizyta-booking>',
  );
  expect(renderToString(<WizytaBooking brand="pzu" configUrl="/own.json" />)).toBe(
    '<wizyta-booking brand="pzu" config-url="/own.json"></wizyta-booking>',
  );
});

it('renders the campaign, dataLayer and search options as the documented attributes', () => {
  const html = renderToString(
    <WizytaBooking
      appointmentType="CALL"
      utmSource="newsletter"
      utmMedium="email"
      utmCampaign="jesien"
      utmTerm="lekarz"
      utmContent="baner"
      dataLayer
      mode="popup"
      theme="auto"
      portalUrl="https://portal.example/"
    />,
  );
  for (const attribute of [
    'appointment-type="CALL"',
    'utm-source="newsletter"',
    'utm-medium="email"',
    'utm-campaign="jesien"',
    'utm-term="lekarz"',
    'utm-content="baner"',
    'data-layer=""',
    'mode="popup"',
    'theme="auto"',
    'portal-url="https://portal.example/"',
  ])
    expect(html).toContain(attribute);
  expect(renderToString(<WizytaBooking dataLayer="myLayer" />)).toContain('data-layer="myLayer"');
});

it('types what a partner is likely to get wrong (tsc checks this file)', () => {
  const wrong = (
    <>
      {/* @ts-expect-error: no such brand (the brand list is the widget's) */}
      <WizytaBooking brand="Sandbox" />
      {/* @ts-expect-error: no such communication type */}
      <WizytaBooking appointmentType="TELEPORADA" />
      {/* @ts-expect-error: no such prefill field */}
      <WizytaBooking prefill={{ miasto: 'Warszawa' }} />
      {/* @ts-expect-error: an e-mail is text */}
      <WizytaBooking prefill={{ patient: { email: 42 } }} />
    </>
  );
  expect(wrong).toBeDefined();
});
