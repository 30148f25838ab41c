// Types of browsers.mjs, for the Playwright configs (TypeScript) that read the same paths.

/** An engine the end-to-end tests run in. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** A part of the tests that needs programs: an engine, or the deployment e2e (nginx, openssl). */
export type Part = Engine | 'deploy';

/**
 * A program a part needs, with the variable that may name it, the fixed places it is looked for
 * before PATH, and the Debian package holding it.
 */
export interface BrowserNeed {
  readonly program: string;
  readonly variable?: string;
  readonly places?: readonly string[];
  readonly debianPackage: string;
}

export interface MissingBrowser extends BrowserNeed {
  readonly reason: string;
}

export declare const ENGINES: Readonly<Record<Part, readonly BrowserNeed[]>>;
export declare function onPath(program: string, path?: string): string | undefined;
export declare function locate(
  engines: readonly string[],
  env?: NodeJS.ProcessEnv,
  options?: { placesRoot?: string },
): { found: Record<string, string>; missing: MissingBrowser[] };
export declare function browserPaths(
  engines: readonly string[],
  env?: NodeJS.ProcessEnv,
): Record<string, string>;
export declare function installCommand(missing: readonly BrowserNeed[]): string;
export declare function provision(
  engines: readonly string[],
  options?: { env?: NodeJS.ProcessEnv; uid?: number; log?: (line: string) => void; placesRoot?: string },
): number;
