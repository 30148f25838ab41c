import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** Where Debian installs nginx; `NGINX` names another binary. */
const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** What to tell someone without nginx. */
export const NGINX_MISSING = [
  'nginx is not installed (looked for $NGINX, then /usr/sbin/nginx, /usr/local/sbin/nginx, then PATH).',
  'Install it, nothing else is needed (nginx 1.22, Debian 12, is the oldest the generated config supports):',
  '  sudo apt-get install -y nginx   # Debian, Ubuntu',
  '  brew install nginx              # macOS (then NGINX=$(brew --prefix)/bin/nginx)',
  'The system service need not run: Wizyta starts its own nginx with its own prefix, pid and logs.',
].join('\n');

/**
 * The nginx binary, or `null` when there is none: `NGINX`, the places above, then PATH (where
 * scripts/browsers.mjs, run by `npm test` before the deployment e2e, looks too).
 */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NGINX) return existsSync(env.NGINX) ? env.NGINX : null;
  const onPath = (env.PATH ?? '').split(delimiter).map((dir) => dir && join(dir, 'nginx'));
  return [...CANDIDATES, ...onPath].find((path) => path && existsSync(path)) || null;
}

/** The `mime.types` next to the binary's compiled-in configuration (`/etc/nginx/` on Debian). */
function mimeTypes(nginx: string): string {
  const version = execFileSync(nginx, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const built = /--conf-path=(\S+)/.exec(version)?.[1];
  const candidates = [built && join(dirname(built), 'mime.types'), '/etc/nginx/mime.types'];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found)
    throw new Error(`nginx's mime.types not found (looked in ${candidates.filter(Boolean).join(', ')})`);
  return found;
}

/**
 * The main `nginx.conf` of a private nginx: pid, logs and temporary files under `dir`, in the
 * foreground, the generated `wizyta.conf` included in `http { }` — no system configuration read or
 * written, so it runs beside (or without) the system's nginx.
 */
export function privateNginxConfig(dir: string, include: string, mime: string): string {
  const temp = (name: string) => join(dir, 'temp', name);
  return [
    // Started by root (CI), the workers would run as nobody, who cannot read a checkout in /root.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  include ${mime};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  access_log ${join(dir, 'access.log')};`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${include};`,
    '}',
    '',
  ].join('\n');
}

/** A running private nginx. */
export interface RunningNginx {
  readonly process: ChildProcess;
  /** Stops it (SIGQUIT: finish the answers under way) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Writes a private nginx's main config into `dir` (its prefix) serving `include`, and has nginx
 * check it (`nginx -t`, which also loads the certificates): its arguments, or an error with nginx's
 * own words.
 */
export function checkNginx(nginx: string, dir: string, include: string): string[] {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, privateNginxConfig(dir, include, mimeTypes(nginx)));
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', config];
  try {
    execFileSync(nginx, [...args, '-t', '-q'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`nginx refused the generated configuration:\n${stderr}`);
  }
  return args;
}

/**
 * Checks (`checkNginx`) and starts nginx as a child in the foreground with `dir` as its prefix,
 * serving `include`. Its error log is `dir/error.log`.
 */
export function startNginx(nginx: string, dir: string, include: string): RunningNginx {
  const args = checkNginx(nginx, dir, include);
  const child = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
