import { describe, expect, it } from 'vitest';
import { isCoveredByPlan } from './isCoveredByPlan';

describe('isCoveredByPlan', () => {
  it.each(['inter', 'interrisk', 'welbi'])('covers %s patients (no price view)', (type) => {
    expect(isCoveredByPlan({ type, roles: ['PATIENT'] })).toBe(true);
  });

  it('does not cover general patients, who see the price and pay', () => {
    expect(isCoveredByPlan({ type: 'general', roles: ['PATIENT'] })).toBe(false);
  });

  it('judges an anonymous visitor as a patient', () => {
    expect(isCoveredByPlan({ type: 'general', roles: [] })).toBe(false);
    expect(isCoveredByPlan({ type: 'inter', roles: [] })).toBe(true);
  });

  it('follows the broker addition: brokers see prices', () => {
    expect(isCoveredByPlan({ type: 'rankomat', roles: ['PATIENT'] })).toBe(false);
  });
});
