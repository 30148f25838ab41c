import { describe, expect, it } from 'vitest';
import { BRAND_TYPES } from './BRAND_TYPES';
import { brandOf, DEPLOYMENTS, deploymentOfClient, portalClientId } from './deployments';

describe('deployments and their IdP clients', () => {
  it('gives the root deployment wizyta-portal and every brand its own client', () => {
    expect(portalClientId('root')).toBe('wizyta-portal');
    expect(portalClientId('inter')).toBe('wizyta-portal-inter');
    expect(DEPLOYMENTS).toEqual(['root', ...BRAND_TYPES]);
    expect(new Set(DEPLOYMENTS.map(portalClientId)).size).toBe(DEPLOYMENTS.length);
  });

  it('maps every client back to its deployment and nothing else to one', () => {
    for (const deployment of DEPLOYMENTS)
      expect(deploymentOfClient(portalClientId(deployment))).toBe(deployment);
    for (const hostile of [
      'wizyta-portal-',
      'wizyta-portal-acme',
      'wizyta-portal-PATIENT',
      'other',
      '',
      7,
      null,
    ]) {
      expect(deploymentOfClient(hostile)).toBeUndefined();
    }
  });

  it('serves GENERAL at the root', () => {
    expect(brandOf('root')).toBe('general');
    expect(brandOf('pzu')).toBe('pzu');
  });
});
