// `npm run chart` draws the order machine into packages/core/README.md between the chart markers;
// scripts/chart.test.ts (in `npm test`) fails while the README's drawing differs from the machine.
import { readFileSync, writeFileSync } from 'node:fs';
import { CORE_README, withOrderChart } from './chart/orderChart';

const readme = readFileSync(CORE_README, 'utf8');
const next = withOrderChart(readme);
if (next !== readme) {
  writeFileSync(CORE_README, next);
  console.log('Wrote the order chart into packages/core/README.md.');
}
