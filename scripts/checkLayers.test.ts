import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayers } from './checkLayers.mjs';

// A small tree shaped like the workspace, each file breaking one rule; the real rules run on it.
const FILES: Record<string, string> = {
  'packages/core/src/index.ts': "export { Widget } from './ui/Widget';\nexport { loop } from './a';\n",
  'packages/core/src/ui/Widget.ts': "import { useState } from 'react';\nexport const Widget = useState;\n",
  'packages/core/src/a.ts': "import { b } from './b';\nexport const loop = () => b;\n",
  'packages/core/src/b.ts': "import { loop } from './a';\nexport const b = () => loop;\n",
  // Core's ground floor reaching up into an area.
  'packages/core/src/security/trust.ts':
    "import { keys } from '../order/keys';\nexport const trust = keys;\n",
  'packages/core/src/order/keys.ts': 'export const keys = 1;\n',
  'packages/core/src/onlyForTests.ts': 'export const fixture = 1;\n',
  'packages/core/src/onlyForTests.test.ts':
    "import { fixture } from './onlyForTests';\nexport const x = fixture;\n",
  'packages/booking/src/index.ts': "export { Portal } from '../../portal/src/shared/Portal';\n",
  'packages/portal/src/shared/Portal.ts': 'export const Portal = 1;\n',
  'packages/portal/src/main.tsx':
    "import { a } from './features/visits/VisitsPage';\nimport { kit } from './testing/kit';\nexport const m = [a, kit];\n",
  'packages/portal/src/features/visits/VisitsPage.tsx':
    "import { p } from '../profile/ProfilePage';\nexport const a = p;\n",
  'packages/portal/src/features/profile/ProfilePage.tsx': 'export const p = 1;\n',
  'packages/portal/src/testing/kit.ts': 'export const kit = 1;\n',
  // The widget's realms: the partner page's element reaching into the frame's flow, and back.
  'packages/widget/src/wizyta-widget.ts': "import { host } from './partner/host';\nexport const w = host;\n",
  'packages/widget/src/partner/host.ts':
    "import { flow } from '../frame/flow';\nimport { h } from 'preact';\nexport const host = [flow, h];\n",
  'packages/widget/src/frame/flow.ts':
    "import { loader } from '../partner/loader';\nimport { name } from '../contract/name';\nexport const flow = [loader, name];\n",
  'packages/widget/src/partner/loader.ts': 'export const loader = 1;\n',
  'packages/widget/src/contract/name.ts':
    "import { loader } from '../partner/loader';\nexport const name = loader;\n",
  // Booking: a screen reading the shell, the flow reading a screen, the field kit reading the flow,
  // and a circle of type imports (which the general no-cycle lets pass).
  'packages/booking/src/BookingApp/StepView.tsx': 'export const StepView = 1;\n',
  'packages/booking/src/Search/Search.tsx':
    "import { StepView } from '../BookingApp/StepView';\nexport const Search = StepView;\n",
  'packages/booking/src/flow/BookingContext.ts':
    "import { Search } from '../Search/Search';\nexport const context = Search;\n",
  'packages/booking/src/form/useDraft.ts':
    "import { context } from '../flow/BookingContext';\nexport const useDraft = context;\n",
  'packages/booking/src/OtherSlots/OtherSlots.tsx':
    "import type { Sort } from './OtherSlotsList';\nexport type Order = Sort;\n",
  'packages/booking/src/OtherSlots/OtherSlotsList.tsx':
    "import type { Order } from './OtherSlots';\nexport type Sort = Order | 'ASC';\n",
};

let root = '';
let violations: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'wizyta-layers-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  ({ violations } = await checkLayers(['packages'], root));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('check:layers bites', () => {
  it.each([
    ['core imports a UI library', 'core-no-ui: packages/core/src/ui/Widget.ts → react'],
    ['an import cycle', 'no-cycle: packages/core/src/a.ts → packages/core/src/b.ts'],
    [
      "core's ground floor imports an area above it",
      'core-ground-floor: packages/core/src/security/trust.ts → packages/core/src/order/keys.ts',
    ],
    [
      'booking reaches into the portal',
      'booking-only-core: packages/booking/src/index.ts → packages/portal/src/shared/Portal.ts',
    ],
    [
      'a relative path into another package',
      'no-deep-import: packages/booking/src/index.ts → packages/portal/src/shared/Portal.ts',
    ],
    [
      'a portal feature imports another',
      'no-feature-to-feature: packages/portal/src/features/visits/VisitsPage.tsx → packages/portal/src/features/profile/ProfilePage.tsx',
    ],
    [
      'production imports a test kit',
      'no-test-code-in-production: packages/portal/src/main.tsx → packages/portal/src/testing/kit.ts',
    ],
    [
      "the partner page's code imports the flow frame's",
      'widget-partner-not-frame: packages/widget/src/partner/host.ts → packages/widget/src/frame/flow.ts',
    ],
    [
      "the flow frame's code imports the partner page's",
      'widget-frame-not-partner: packages/widget/src/frame/flow.ts → packages/widget/src/partner/loader.ts',
    ],
    [
      'the contract imports a realm',
      'widget-contract-own: packages/widget/src/contract/name.ts → packages/widget/src/partner/loader.ts',
    ],
    [
      "the partner page's code imports a UI library",
      'widget-partner-no-ui: packages/widget/src/partner/host.ts → preact',
    ],
    [
      'a booking screen imports the shell',
      'booking-screens-not-shell: packages/booking/src/Search/Search.tsx → packages/booking/src/BookingApp/StepView.tsx',
    ],
    [
      "booking's flow imports a screen",
      'booking-floors-below-screens: packages/booking/src/flow/BookingContext.ts → packages/booking/src/Search/Search.tsx',
    ],
    [
      "booking's field kit imports the flow",
      'booking-floors-below-screens: packages/booking/src/form/useDraft.ts → packages/booking/src/flow/BookingContext.ts',
    ],
    [
      'a circle of type imports in booking',
      'booking-no-cycle: packages/booking/src/OtherSlots/OtherSlots.tsx → packages/booking/src/OtherSlots/OtherSlotsList.tsx',
    ],
    [
      'a production file only tests use',
      'no-test-only-module: packages/core/src/onlyForTests.ts → packages/core/src/onlyForTests.ts',
    ],
  ])('%s', (_, violation) => {
    expect(violations, violations.join('\n')).toContain(violation);
  });
});
