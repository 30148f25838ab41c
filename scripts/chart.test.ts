import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORE_README, withOrderChart } from './chart/orderChart';

describe('the order chart', () => {
  it('in packages/core/README.md is the one drawn from the order machine', () => {
    const readme = readFileSync(CORE_README, 'utf8');
    expect(
      withOrderChart(readme),
      'The order chart in packages/core/README.md is out of date: run `npm run chart`.',
    ).toBe(readme);
  });
});
