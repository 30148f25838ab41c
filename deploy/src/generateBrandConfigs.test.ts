import { describe, expect, it } from 'vitest';
import { parseBrandsFile } from './brandsFile';
import type { DeploymentInput } from './DeploymentInput';
import { generateBrandConfigs } from './generateBrandConfigs';

const SELLER = { name: 'Wizyta Sp. z o.o.', address: 'ul. Prosta 1, 00-001 Warszawa', nip: '9876543210' };

function configsOf(brands: unknown): Map<string, Record<string, unknown>> {
  const input = {
    origin: 'https://wizyta.example',
    brands: parseBrandsFile(brands, 'brands.json'),
  } as DeploymentInput;
  const files = generateBrandConfigs(input);
  return new Map([...files].map(([path, text]) => [path, JSON.parse(text) as Record<string, unknown>]));
}

describe('generateBrandConfigs', () => {
  it("writes each brand's analytics id and invoice seller from brands.json", () => {
    const configs = configsOf({
      default: {
        allowedIframeDataSources: [],
        embeddedContentOrigins: [],
        analyticsId: 'G-WIZYTA',
        invoiceSeller: SELLER,
      },
      brands: { pzu: { analyticsId: 'G-PZU' } },
    });
    expect(configs.get('config.json')).toMatchObject({ analyticsId: 'G-WIZYTA', invoiceSeller: SELLER });
    expect(configs.get('b/general/config.json')).toMatchObject({ analyticsId: 'G-WIZYTA' });
    expect(configs.get('b/pzu/config.json')).toMatchObject({ analyticsId: 'G-PZU', invoiceSeller: SELLER });
  });

  it('writes neither where brands.json gives none', () => {
    const configs = configsOf({ default: { allowedIframeDataSources: [], embeddedContentOrigins: [] } });
    for (const [path, config] of configs) {
      expect(config, path).not.toHaveProperty('analyticsId');
      expect(config, path).not.toHaveProperty('invoiceSeller');
    }
  });
});
