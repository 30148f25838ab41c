// Types of browsers.mjs, for the Playwright configs (TypeScript) that read the same paths.

/** An engine the end-to-end tests run in. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** A program an engine needs, with the variable that may name it and the Debian package holding it. */
export interface BrowserNeed {
  readonly program: string;
  readonly variable: string;
  readonly debianPackage: string;
}

export interface MissingBrowser extends BrowserNeed {
  readonly reason: string;
}

export declare const ENGINES: Readonly<Record<Engine, readonly BrowserNeed[]>>;
export declare function onPath(program: string, path?: string): string | undefined;
export declare function locate(
  engines: readonly string[],
  env?: NodeJS.ProcessEnv,
): { found: Record<string, string>; missing: MissingBrowser[] };
export declare function browserPaths(
  engines: readonly string[],
  env?: NodeJS.ProcessEnv,
): Record<string, string>;
export declare function installCommand(missing: readonly BrowserNeed[]): string;
export declare function provision(
  engines: readonly string[],
  options?: { env?: NodeJS.ProcessEnv; uid?: number; log?: (line: string) => void },
): number;
