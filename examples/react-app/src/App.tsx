import { useWizyta, WizytaBooking, type WizytaEventMap } from '@wizyta/embed-react';
import { useState } from 'react';

// The provider's loader (its versioned URL in production, e.g. …/widget/v0/wizyta-loader.js); the
// sample backend by default.
const LOADER = import.meta.env.VITE_WIZYTA_LOADER ?? 'http://localhost:8080/widget/wizyta-loader.js';

type Booked = WizytaEventMap['wizyta:booked'];

/** A partner's page: the booking inline (WELBI's short flow), what it reports, and a dialog button. */
export function App() {
  const [step, setStep] = useState<string>();
  const [booked, setBooked] = useState<Booked>();
  const wizyta = useWizyta({ src: LOADER });
  return (
    <main>
      <h1>Przychodnia Przykładowa: porozmawiaj z lekarzem</h1>
      <p>
        Aplikacja React 19 z pakietem <code>@wizyta/embed-react</code>.{' '}
        <button type="button" onClick={() => wizyta.open({ partner: 'react-app' })}>
          Umów wizytę w okienku
        </button>
      </p>
      <WizytaBooking
        src={LOADER}
        brand="welbi"
        partner="react-app"
        lang="pl"
        onStep={(detail) => setStep(detail.step)}
        onBooked={(detail) => setBooked(detail)}
      />
      <section aria-labelledby="status-heading">
        <h2 id="status-heading">Co zgłasza widżet</h2>
        <p>
          Krok: <output data-testid="step">{step ?? '—'}</output>
        </p>
        {booked && (
          <p role="status">
            Zarezerwowano wizytę nr <strong data-testid="appointment-id">{booked.appointmentId}</strong> (
            {booked.appointmentType}, {booked.price} zł).
          </p>
        )}
      </section>
    </main>
  );
}
