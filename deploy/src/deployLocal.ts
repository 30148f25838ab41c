// `npm run deploy:local`: builds what changed, then serves this checkout the way production does —
// nginx with the generated config on http://localhost:8480, the sample backend behind it as the
// API and the IdP, the partner examples on http://127.0.0.1:8481 — until Ctrl+C stops both.
// The sample backend's options come from the environment as for `npm start` (DELAY_MS,
// RATE_LIMITS, …); its origin and ports are the deployment's.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readOptionsFromEnv } from '@wizyta/sample-backend';
import { LOCAL_PORTS, type LocalDeployment, startLocalDeployment } from './startLocalDeployment';
import { findNginx, NGINX_MISSING } from './startNginx';

const nginx = findNginx();
if (!nginx) {
  console.error(NGINX_MISSING);
  process.exit(1);
}

const repo = fileURLToPath(new URL('../..', import.meta.url));
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
  cwd: repo,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

let deployment: LocalDeployment;
try {
  const { issuerOrigin: _, port: __, partnerPort: ___, ...backend } = readOptionsFromEnv(process.env);
  // SMS_OUTBOX: the texted codes also go to that file (the deploy e2e reads them; no fixed code here).
  const outbox = process.env.SMS_OUTBOX;
  const log = (line: string) => {
    console.log(line);
    if (outbox && line.startsWith('[sms]')) appendFileSync(outbox, `${line}\n`);
  };
  deployment = await startLocalDeployment({ nginx, ports: LOCAL_PORTS, backend: { ...backend, log } });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(
  [
    '',
    'Wizyta – wdrożenie lokalne przez nginx / local deployment through nginx',
    `  Portal (GENERAL):    ${deployment.url}/   marki: ${deployment.url}/b/<typ>/`,
    `  Widżet:              ${deployment.url}/widget/wizyta-loader.js`,
    `  Przykłady partnera:  ${deployment.partnerUrl}/partner-site/`,
    `  API i IdP (za nginx): ${deployment.backendUrl}`,
    `  Konfiguracja nginx:  ${deployment.dir}/generated/wizyta.conf (logi: ${deployment.dir}/nginx/)`,
    '  Ctrl+C zatrzymuje nginx i serwer przykładowy.',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  void deployment.stop().then(() => process.exit(code));
};
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
deployment.nginx.process.once('exit', (code) => {
  if (stopping) return;
  console.error(`nginx exited (${code}); stopping the sample backend`);
  stop(1);
});
