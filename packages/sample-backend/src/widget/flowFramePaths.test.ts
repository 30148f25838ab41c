import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowFramePaths } from './flowFramePaths';

describe('flowFramePaths', () => {
  it('names the unversioned frame, its release folder and its major folder', () => {
    expect(flowFramePaths('0.3.1')).toEqual([
      '/widget/flow.html',
      '/widget/0.3.1/flow.html',
      '/widget/v0/flow.html',
    ]);
  });

  it("defaults to the widget package's version", () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../../../widget/package.json', import.meta.url), 'utf8'),
    );
    expect(flowFramePaths()).toContain(`/widget/${version}/flow.html`);
  });
});
