import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PathClass } from '@wizyta/sample-backend/deployment';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));

/** One request to send to both hosts. */
export interface HostProbe {
  /** The row of the header table it stands for; `missing` for what both must refuse. */
  readonly pathClass: PathClass | 'missing';
  readonly path: string;
  /** `Origin` sent with it, if any. */
  readonly origin?: string;
}

/** The origins a probe may send, for a deployment whose partner pages are on `partnerPort`. */
export function probeOrigins(partnerPort: number) {
  return {
    /** On every brand's list. */
    partner: `http://127.0.0.1:${partnerPort}`,
    /** On WELBI's list only (`localBrandOrigins`). */
    welbiOnly: `http://localhost:${partnerPort}`,
    /** A lookalike: never trusted. */
    lookalike: `http://127.0.0.1:${partnerPort}.evil.test`,
  };
}

function firstFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(join(REPO, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in ${dir}: build first (npm run build)`);
  return name;
}

/**
 * Requests covering every row of the header table on this checkout's build: each kind of path,
 * each way a widget page names its brand (and the ways that must not count), trusted, WELBI-only,
 * lookalike and no `Origin`, and what must answer 404 (source maps, unknown brands).
 */
export function hostProbes(partnerPort: number): HostProbe[] {
  const { partner, welbiOnly, lookalike } = probeOrigins(partnerPort);
  const { version } = JSON.parse(readFileSync(join(REPO, 'dist/widget/manifest.json'), 'utf8')) as {
    version: string;
  };
  const major = `v${version.split('.')[0]}`;
  const asset = firstFile('packages/portal/dist/assets', /\.js$/);
  const chunk = firstFile('dist/widget/chunks', /\.js$/);
  const document = firstFile('packages/portal/dist/documents', /\.pdf$/);
  const each = (
    pathClass: HostProbe['pathClass'],
    paths: string[],
    origins: Array<string | undefined> = [undefined],
  ) => paths.flatMap((path) => origins.map((origin) => ({ pathClass, path, ...(origin ? { origin } : {}) })));
  const brandQueries = [
    'type=welbi&lang=pl',
    'type=general',
    'type=pzu',
    '',
    'sso=popup',
    'type=welbi&type=general',
    'TYPE=general&type=welbi',
    'type=pz%75',
    'typ%65=general&type=welbi',
    'type=nope',
    'type=',
  ];
  const widgetPages = ['', `${version}/`, `${major}/`].flatMap((folder) =>
    brandQueries.map((query) => `/widget/${folder}flow.html${query ? `?${query}` : ''}`),
  );
  return [
    ...each('portalPage', [
      '/',
      '/visits',
      '/b/welbi/',
      '/b/welbi/make-appointment',
      '/b/pzu/',
      '/b/general/',
    ]),
    ...each('portalPage', ['/silent-check-sso.html', '/b/welbi/silent-check-sso.html']),
    ...each('portalFile', ['/silent-check-sso.js', '/b/pzu/silent-check-sso.js', '/favicons/general.svg']),
    ...each('portalFile', ['/b/pzu/favicons/pzu.svg', '/b/welbi/logos/welbi.svg', `/documents/${document}`]),
    ...each('portalAsset', [`/assets/${asset}`], [undefined, partner]),
    ...each('favicon', ['/favicon.ico']),
    ...each(
      'brandConfig',
      ['/config.json', '/b/welbi/config.json'],
      [undefined, partner, welbiOnly, lookalike],
    ),
    ...each('widgetPage', widgetPages, [partner]),
    ...each('widgetPage', ['/widget/frame.html?type=welbi'], [undefined, welbiOnly]),
    ...each(
      'widgetMoving',
      ['/widget/wizyta-loader.js', `/widget/${major}/wizyta-loader.js`, '/widget/wizyta.css'],
      [undefined, partner, lookalike],
    ),
    ...each(
      'widgetRelease',
      [`/widget/${version}/wizyta-loader.js`, `/widget/${version}/manifest.json`],
      [partner],
    ),
    ...each(
      'widgetRelease',
      [`/widget/chunks/${chunk}`, `/widget/${major}/chunks/${chunk}`],
      [undefined, partner],
    ),
    ...each('widgetRelease', [`/widget/${version}/chunks/${chunk}`], [welbiOnly]),
    ...each('widgetManifest', ['/widget/manifest.json'], [undefined, partner]),
    ...each(
      'api',
      ['/visit-api/anonymous/towns', '/gw/pzu/visit-api/anonymous/towns'],
      [undefined, partner, lookalike],
    ),
    ...each('api', ['/patient-portal/api/patient-profile'], [partner]),
    ...each('idpPage', ['/auth/realms/wizyta/.well-known/openid-configuration']),
    ...each('idpProbe', ['/auth/realms/wizyta/protocol/openid-connect/3p-cookies/step1.html']),
    ...each('missing', [
      '/widget/wizyta-loader.js.map',
      `/widget/${version}/wizyta-loader.js.map`,
      `/widget/${version}/chunks/${chunk}.map`,
      `/widget/${major}/wizyta-widget.js.map`,
      '/b/nieznana/',
      '/b/nieznana/config.json',
      '/nie-ma.js',
      '/b/pzu/nie-ma.js',
      '/assets/nie-ma.js',
    ]),
  ];
}
