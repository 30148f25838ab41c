// The partner's own module. @wizyta/embed is the package's dist/index.js, here from the sample
// backend's `/npm/` path (a package CDN's path; or copy the file next to your page).
import { loadWizyta } from '/npm/@wizyta/embed/dist/index.js';

const wizyta = await loadWizyta({ src: 'http://localhost:8080/widget/wizyta-loader.js' });

wizyta.on('wizyta:step', (detail) => {
  document.getElementById('step').textContent = detail.step;
});
wizyta.on('wizyta:booked', (detail) => {
  document.getElementById('booked').textContent = `Zarezerwowano wizytę nr ${detail.appointmentId}.`;
});
