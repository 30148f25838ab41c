// Starts the sample backend from the command line (`npm start` at the repo root runs
// `tsx packages/sample-backend/src/main.ts`). Options come from the environment.
import { describeTrustProxy } from './abuse/TrustProxy';
import { BRAND_TYPES } from './config/BRAND_TYPES';
import { createBackend } from './createBackend';
import { isLoopback } from './http/isLoopback';
import { readOptionsFromEnv } from './readOptionsFromEnv';

const backend = await createBackend(readOptionsFromEnv(process.env));
const { options, issuer, accounts } = backend.ctx;
const running = await backend.listen();

const portal = `${options.issuerOrigin}/`;
const lines = [
  '',
  'Wizyta – serwer przykładowy działa',
  `  Portal (GENERAL):      ${portal}`,
  `  Marki:                 ${options.issuerOrigin}/b/<typ>/  (np. ${options.issuerOrigin}/b/${BRAND_TYPES[2]}/)`,
  `  Konfiguracja:          ${options.issuerOrigin}/config.json`,
  `  Dostawca tożsamości:   ${issuer}/.well-known/openid-configuration`,
  `  Przykłady partnera:    ${running.partnerUrl}/`,
  `  Zaufane strony (TRUSTED_ORIGINS): ${backend.ctx.origins.all.join(', ')}`,
  `  Serwery pośredniczące (TRUST_PROXY): ${describeTrustProxy(options.trustProxy)}`,
  `  Piaskownica (sandbox): ${options.issuerOrigin}/b/sandbox/  ·  kreator fragmentu: ${options.issuerOrigin}/partner-kit/`,
  `  Opóźnienie API: ${options.delayMs} ms, ważność tokenu: ${options.tokenLifetimeS} s, QUIRKS: ${options.quirks ? 'tak' : 'nie'}`,
  ...(options.clockOffsetMs === 0
    ? []
    : [
        `  Zegar rezerwacji (CLOCK_AT): ${backend.clock.now().toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' })} czasu warszawskiego`,
      ]),
  '',
  options.devShortcuts
    ? 'Konta testowe (login / hasło, role, telefon do logowania SMS, kod SMS 123456):'
    : `Konta testowe (login / hasło, role, telefon do logowania SMS; DEV_SHORTCUTS wyłączone, ${options.smsGateway === 'console' ? 'kody SMS wypisuje konsola' : 'kody SMS wypisuje konsola tylko z SMS_GATEWAY=console'}):`,
  ...accounts.all().map((a) => {
    const roles = a.roles.length > 0 ? a.roles.join(',') : 'brak roli';
    const flags = [a.termsAccepted ? '' : 'regulamin niezaakceptowany', a.nfzActive ? 'NFZ' : '']
      .filter(Boolean)
      .join(', ');
    return `  ${a.username.padEnd(8)} / ${a.password.padEnd(8)} ${roles.padEnd(10)} ${a.phone.prefix} ${a.phone.number}${flags ? `  (${flags})` : ''}`;
  }),
  '',
];
options.log(lines.join('\n'));
if (!isLoopback(options.host)) {
  options.log(
    `UWAGA / WARNING: HOST=${options.host} — serwer z jawnymi kontami jest dostępny z sieci (bez stałego kodu SMS i linków logowania). ` +
      'The dev server (well-known accounts; no fixed SMS code, no sign-in links) is reachable from the network.',
  );
}

const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
