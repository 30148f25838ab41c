/** One invalid field of the configuration: a dotted path (`keycloak.url`) and what is wrong. */
export interface ConfigIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * The start-up configuration could not be loaded or is invalid. `issues` names every bad field,
 * and so does the message, so one failed start-up shows every mistake at once.
 */
export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(summary: string, issues: readonly ConfigIssue[] = []) {
    const details = issues.map((issue) => `${issue.path || '(root)'}: ${issue.message}`);
    super(details.length > 0 ? `${summary}: ${details.join('; ')}` : summary);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}
