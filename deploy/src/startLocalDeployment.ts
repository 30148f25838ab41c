import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Backend, type BackendOptions, createBackend, parseTrustProxy } from '@wizyta/sample-backend';
import { BRAND_TYPES, type BrandType, widgetVersion } from '@wizyta/sample-backend/deployment';
import type { BrandsFile } from './brandsFile';
import { deploymentFiles, NGINX_CONFIG, writeDeploymentFiles } from './deploymentFiles';
import { type RunningNginx, startNginx } from './startNginx';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** Where `npm run deploy:local` listens: nginx (the provider), the partner pages, the sample behind nginx. */
export const LOCAL_PORTS = { provider: 8480, partner: 8481, backend: 8482 } as const;

/**
 * WELBI's trust list differs from GENERAL's: it also trusts the partner server under its other name
 * (`http://localhost:<partner port>`), which GENERAL's list lacks, so that a page's
 * `frame-ancestors` is seen to follow its own brand (one widget serves every brand).
 */
export function localBrandOrigins(partnerPort: number): BackendOptions['brandOrigins'] {
  return { welbi: { trusted: [`http://127.0.0.1:${partnerPort}`, `http://localhost:${partnerPort}`] } };
}

/** What the local deployment is made of. */
export interface LocalDeploymentOptions {
  readonly nginx: string;
  /** nginx's and the partner pages' ports; the sample backend's (`0`: any free one). */
  readonly ports: { readonly provider: number; readonly partner: number; readonly backend: number };
  /** The sample backend's other options (delay, rate limits, faults). */
  readonly backend?: Partial<BackendOptions>;
  /** Serves `https://localhost:<provider port>` with this certificate instead of plain http. */
  readonly tls?: { readonly certificate: string; readonly key: string };
}

/** Changes a generated file before nginx reads it (a test removes a header). */
export type EditGenerated = (path: string, text: string) => string;

/** A running local deployment. */
export interface LocalDeployment {
  /** nginx's origin: the provider as a browser sees it (`http://localhost:8480`). */
  readonly url: string;
  /** The partner pages' origin (`http://127.0.0.1:8481`), embedding the widget from `url`. */
  readonly partnerUrl: string;
  /** The sample backend's own origin behind nginx (`http://127.0.0.1:8482`). */
  readonly backendUrl: string;
  readonly backend: Backend;
  /** The folder holding the generated files, nginx's prefix and its logs. */
  readonly dir: string;
  readonly nginx: RunningNginx;
  /** Stops nginx, writes the generated files again through `edit` and starts nginx on them. */
  restartNginx(edit: EditGenerated): Promise<void>;
  /** Stops nginx and the sample backend and removes the folder. */
  stop(): Promise<void>;
}

/** The brand lists of a running sample backend, as `deploy/brands.json` would name them. */
function brandsOf(backend: Backend): BrandsFile {
  const { origins, brandConfig } = backend.ctx;
  const general = brandConfig('general');
  const lists = (brand: BrandType) => {
    // The sample's analytics id and invoice seller, which its own config.json carries.
    const { analyticsId, invoiceSeller } = brandConfig(brand);
    return {
      trusted: origins.forBrand(brand),
      embedded: origins.embeddedFor(brand),
      fields: { ...(analyticsId ? { analyticsId } : {}), ...(invoiceSeller ? { invoiceSeller } : {}) },
    };
  };
  return {
    default: lists('general'),
    brands: Object.fromEntries(BRAND_TYPES.map((brand) => [brand, lists(brand)])),
    captcha: BRAND_TYPES.filter((brand) => brandConfig(brand).captchaSiteKey !== undefined),
    // The sample's placeholder contact, which its own config.json carries for every brand.
    contact: {
      ...(general.contactPhone ? { contactPhone: general.contactPhone } : {}),
      ...(general.contactEmail ? { contactEmail: general.contactEmail } : {}),
      ...(general.nfzDeclarationUrl ? { nfzDeclarationUrl: general.nfzDeclarationUrl } : {}),
    },
  };
}

/** Waits until nginx answers `url` (it binds its port a moment after it starts), or fails when it exits. */
async function untilServing(url: string, nginx: RunningNginx): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.process.exitCode !== null)
      throw new Error(`nginx exited (${nginx.process.exitCode}): see its log`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`nginx did not answer ${url} within 10 s`);
}

/**
 * The deployment as production runs it, on this machine: the portal and the widget of this
 * checkout's build served by nginx from a config generated for `http://localhost:<provider port>`,
 * the sample backend behind it as the API and the IdP (and the payment simulator at `/pay/`), and
 * the partner examples on `http://127.0.0.1:<partner port>` embedding the widget from nginx. The
 * generated files, nginx's pid, logs and temporary files live in a folder of their own.
 */
export async function startLocalDeployment(options: LocalDeploymentOptions): Promise<LocalDeployment> {
  const { ports } = options;
  const url = `${options.tls ? 'https' : 'http'}://localhost:${ports.provider}`;
  if (options.backend?.devShortcuts || options.backend?.testOnlyWeakenedControls?.length) {
    throw new Error(
      'deploy:local runs the deployment as production does: no DEV_SHORTCUTS (fixed SMS code, sign-in links)',
    );
  }
  const backend = await createBackend({
    // The sample's SMS gateway is the console: a local deployment prints the codes it texts.
    smsGateway: 'console',
    ...options.backend,
    devShortcuts: false,
    // nginx passes the client's address (X-Forwarded-For $remote_addr): the backend trusts that one hop.
    trustProxy: parseTrustProxy('1'),
    issuerOrigin: url,
    port: ports.backend,
    partnerPort: ports.partner,
    brandOrigins: localBrandOrigins(ports.partner),
  });
  const running = await backend.listen();
  const backendUrl = running.url.replace('//localhost:', '//127.0.0.1:');
  const dir = mkdtempSync(join(tmpdir(), 'wizyta-deploy-'));
  // nginx's workers read the generated files (mkdtemp makes the folder its owner's only).
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'root'));
  for (const [name, target] of [
    ['portal', join(REPO, 'packages/portal/dist')],
    ['widget', join(REPO, 'dist/widget')],
    ['config', join(dir, 'generated/config')],
  ] as const) {
    symlinkSync(target, join(dir, 'root', name));
  }
  const files = deploymentFiles({
    origin: url,
    api: backendUrl,
    idp: backendUrl,
    alsoProxy: ['/pay/'],
    root: join(dir, 'root'),
    tls: options.tls ?? { certificate: '', key: '' },
    brands: brandsOf(backend),
    release: widgetVersion(),
    command: `npm run deploy:local (provider ${url}, sample backend ${backendUrl})`,
  });

  let nginx: RunningNginx | undefined;
  const serve = async (edit: EditGenerated) => {
    writeDeploymentFiles(
      join(dir, 'generated'),
      new Map([...files].map(([path, text]) => [path, edit(path, text)])),
    );
    nginx = startNginx(options.nginx, join(dir, 'nginx'), join(dir, 'generated', NGINX_CONFIG));
    await untilServing(`${url}/config.json`, nginx);
  };
  const stop = async () => {
    await Promise.all([nginx?.stop(), running.close()]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await serve((_path, text) => text);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    partnerUrl: running.partnerUrl,
    backendUrl,
    backend,
    dir,
    get nginx() {
      return nginx as RunningNginx;
    },
    async restartNginx(edit) {
      await nginx?.stop();
      await serve(edit);
    },
    stop,
  };
}
