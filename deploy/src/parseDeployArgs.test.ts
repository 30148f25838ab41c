import { describe, expect, it } from 'vitest';
import { parseDeployArgs } from './parseDeployArgs';

const REQUIRED = [
  '--origin',
  'https://wizyta.example',
  '--api',
  'http://10.0.0.5:8080',
  '--idp',
  'http://10.0.0.6:8080',
];

describe('parseDeployArgs', () => {
  it('takes the origin and the upstreams, with defaults for the rest', () => {
    expect(parseDeployArgs([...REQUIRED, '--also-proxy', '/pay/'])).toEqual({
      origin: 'https://wizyta.example',
      api: 'http://10.0.0.5:8080',
      idp: 'http://10.0.0.6:8080',
      alsoProxy: ['/pay/'],
      root: '/srv/wizyta',
      brands: 'deploy/brands.json',
      out: 'deploy/nginx',
      certificate: '/etc/ssl/wizyta/fullchain.pem',
      key: '/etc/ssl/wizyta/privkey.pem',
    });
  });

  it.each([
    [['--api', 'http://a:1', '--idp', 'http://b:1'], '--origin is required'],
    [[...REQUIRED.slice(0, 2), '--idp', 'http://b:1'], '--api is required'],
    [['--origin', 'https://wizyta.example/', ...REQUIRED.slice(2)], 'not an exact origin'],
    [['--origin', 'http://wizyta.example', ...REQUIRED.slice(2)], 'use https'],
    [[...REQUIRED.slice(0, 2), '--api', 'http://a:1/base', ...REQUIRED.slice(4)], 'nothing after it'],
    [[...REQUIRED, '--report-to', 'http://csp.example/r'], 'expected an https URL'],
    [[...REQUIRED, '--also-proxy', 'pay'], 'expected a prefix like /pay/'],
    [[...REQUIRED, '--http2', 'on'], 'unexpected argument --http2'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseDeployArgs(argv)).toThrow(message);
  });
});
