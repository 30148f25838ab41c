import { originError } from '@wizyta/core/config';

/** `npm run deploy:config`'s options, checked. */
export interface DeployArgs {
  readonly origin: string;
  readonly api: string;
  readonly idp: string;
  readonly alsoProxy: readonly string[];
  readonly root: string;
  readonly brands: string;
  readonly out: string;
  readonly certificate: string;
  readonly key: string;
  readonly reportTo?: string;
}

export const USAGE = `npm run deploy:config -- --origin <https://provider.host> --api <http://api-upstream:port> --idp <http://keycloak-upstream:port>
  [--brands deploy/brands.json] [--out deploy/nginx] [--root /srv/wizyta]
  [--tls-certificate /etc/ssl/wizyta/fullchain.pem] [--tls-key /etc/ssl/wizyta/privkey.pem]
  [--report-to https://csp.collector/report] [--also-proxy /pay/]`;

const DEFAULTS = {
  brands: 'deploy/brands.json',
  out: 'deploy/nginx',
  root: '/srv/wizyta',
  'tls-certificate': '/etc/ssl/wizyta/fullchain.pem',
  'tls-key': '/etc/ssl/wizyta/privkey.pem',
};

const NAMES = new Set(['origin', 'api', 'idp', 'also-proxy', 'report-to', ...Object.keys(DEFAULTS)]);

function upstream(name: string, value: string | undefined): string {
  if (!value) throw new Error(`--${name} is required\n${USAGE}`);
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value) {
    throw new Error(`--${name} ${value}: expected an upstream as scheme://host[:port], nothing after it`);
  }
  return value;
}

/** Reads `--name value` pairs (`--also-proxy` may repeat); any unknown or malformed one throws. */
export function parseDeployArgs(argv: readonly string[]): DeployArgs {
  const values = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, '') ?? '';
    const value = argv[i + 1];
    if (!argv[i]?.startsWith('--') || !NAMES.has(name) || value === undefined) {
      throw new Error(`unexpected argument ${argv[i]}\n${USAGE}`);
    }
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const one = (name: string) => values.get(name)?.at(-1);
  const origin = one('origin');
  if (!origin) throw new Error(`--origin is required\n${USAGE}`);
  const problem = originError(origin);
  if (problem) throw new Error(`--origin ${origin}: ${problem}`);
  const alsoProxy = values.get('also-proxy') ?? [];
  for (const prefix of alsoProxy) {
    if (!/^\/[a-z0-9-]+\/$/.test(prefix))
      throw new Error(`--also-proxy ${prefix}: expected a prefix like /pay/`);
  }
  const reportTo = one('report-to');
  if (reportTo !== undefined && !reportTo.startsWith('https://')) {
    throw new Error(`--report-to ${reportTo}: expected an https URL`);
  }
  const setting = (name: keyof typeof DEFAULTS) => one(name) ?? DEFAULTS[name];
  return {
    origin,
    api: upstream('api', one('api')),
    idp: upstream('idp', one('idp')),
    alsoProxy,
    root: setting('root').replace(/\/+$/, ''),
    brands: setting('brands'),
    out: setting('out'),
    certificate: setting('tls-certificate'),
    key: setting('tls-key'),
    ...(reportTo ? { reportTo } : {}),
  };
}
