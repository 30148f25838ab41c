import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Fails the run when a project that states `metadata.minimumTests` (the Firefox and WebKit quick
 * shares of `npm test`, chosen by title filters) selects fewer tests: a renamed title would
 * otherwise drop that engine's coverage without any red (a share that matched nothing passed).
 */
export default class QuickShareMinimum implements Reporter {
  private short: string[] = [];

  onBegin(_config: unknown, suite: Suite): void {
    for (const project of suite.suites) {
      const minimum = Number(project.project()?.metadata?.minimumTests ?? 0);
      const selected = project.allTests().length;
      if (selected < minimum)
        this.short.push(
          `${project.title}: its title filters select ${selected} of at least ${minimum} tests`,
        );
    }
    for (const line of this.short) console.error(`quick share too small — ${line}`);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    return { status: this.short.length > 0 ? 'failed' : result.status };
  }

  printsToStdio(): boolean {
    return false;
  }
}
