import type { HostProbe } from './hostProbes';

/**
 * The headers of the guide's table (docs/deploy.md, "Headers"), compared between the two hosts.
 * `Strict-Transport-Security` and `Reporting-Endpoints` only exist on https with a collector;
 * both hosts must then agree on them too.
 */
export const GUIDE_HEADERS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'Strict-Transport-Security',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Reporting-Endpoints',
  'Cache-Control',
  'Cross-Origin-Resource-Policy',
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Vary',
] as const;

/** `Vary` as a set of names; nginx adds `Accept-Encoding` where it compresses, the sample never does. */
function varyNames(value: string | null): string {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'accept-encoding')
    .sort()
    .join(', ');
}

function comparedValue(response: Response, name: string): string | null {
  const value = response.headers.get(name);
  return name === 'Vary' ? varyNames(value) || null : value;
}

/** How two answers to the same probe differ: the status, then each header of the guide's table. */
export function headerDifferences(probe: HostProbe, sample: Response, nginx: Response): string[] {
  const where = `${probe.path}${probe.origin ? ` (Origin ${probe.origin})` : ''}`;
  if (sample.status !== nginx.status)
    return [`${where}: status ${sample.status} (sample) ≠ ${nginx.status} (nginx)`];
  // An error page is each host's own; what matters is that both refuse.
  if (probe.pathClass === 'missing') return [];
  return GUIDE_HEADERS.flatMap((name) => {
    const [expected, actual] = [comparedValue(sample, name), comparedValue(nginx, name)];
    return expected === actual
      ? []
      : [`${where}: ${name} ${JSON.stringify(expected)} (sample) ≠ ${JSON.stringify(actual)} (nginx)`];
  });
}

/** Sends a probe to a host, as a browser navigation or a CORS request would. */
export function sendProbe(origin: string, probe: HostProbe): Promise<Response> {
  return fetch(`${origin}${probe.path}`, {
    headers: { accept: 'text/html,*/*', ...(probe.origin ? { origin: probe.origin } : {}) },
    redirect: 'manual',
  });
}

/** Every difference between the sample backend and nginx over `probes`. */
export async function compareHosts(
  hosts: { readonly sample: string; readonly nginx: string },
  probes: readonly HostProbe[],
): Promise<string[]> {
  const differences: string[] = [];
  for (const probe of probes) {
    const [sample, nginx] = await Promise.all([
      sendProbe(hosts.sample, probe),
      sendProbe(hosts.nginx, probe),
    ]);
    await Promise.all([sample.arrayBuffer(), nginx.arrayBuffer()]);
    differences.push(...headerDifferences(probe, sample, nginx));
  }
  return differences;
}
