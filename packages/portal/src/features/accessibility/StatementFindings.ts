/**
 * What a brand's accessibility statement takes from the conformance report (EN 301 549 clause 9, that
 * is WCAG 2.1 AA): written to statementFindings.json by `npm run a11y:report`
 * (scripts/a11y/statementFindings.ts).
 */
export interface StatementFindings {
  readonly version: string;
  readonly date: string;
  /** `full`: every row supports or does not apply; `partial`: some do; `none`: none do. */
  readonly conformance: 'full' | 'partial' | 'none';
  readonly nonConformities: readonly {
    readonly id: string;
    readonly handle: string;
    readonly remarks: string;
  }[];
  readonly notEvaluated: readonly { readonly id: string; readonly handle: string }[];
}
