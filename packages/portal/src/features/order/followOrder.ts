/**
 * How the URL follows the booking flow, and how the browser's Back button leads the flow: every
 * step the flow moves on to gets its own history entry (pushed), so Back on a phone takes the
 * patient one step back, as the step's own "Wstecz" button does, instead of out of the booking.
 */

/** The order steps a patient can go back through, in order (the payment page is also `confirm`). */
const STEP_PATTERNS: readonly RegExp[] = [
  /^\/make-appointment$/,
  /^\/order\/[^/]+(?:\/short)?$/,
  /^\/order\/[^/]+\/personal$/,
  /^\/order\/[^/]+\/symptoms$/,
  /^\/order\/[^/]+\/payment$/,
];

/** The position of `pathname` among the steps one can go back through, or null (results, no doctors). */
export function orderStepRank(pathname: string): number | null {
  const rank = STEP_PATTERNS.findIndex((pattern) => pattern.test(pathname));
  return rank === -1 ? null : rank;
}

/** What to do when the flow is at `path` and the address bar shows `pathname`. */
export type FollowAction =
  /** The URL already shows where the flow is. */
  | { readonly kind: 'stay' }
  /** The browser went back onto an earlier step's page: the flow goes one step back (BACK). */
  | { readonly kind: 'stepBack' }
  /** The flow went one step back (its "Wstecz") to the page of the previous entry: so does the history. */
  | { readonly kind: 'historyBack' }
  /** The flow moved on: a new history entry. */
  | { readonly kind: 'push'; readonly path: string }
  /** The URL follows without a new entry (a resumed order, a reload, the browser's Forward). */
  | { readonly kind: 'replace'; readonly path: string };

/** What {@link followAction} decides from. */
export interface FollowInput {
  /** Where the flow is (`orderPath` of its location). */
  readonly path: string;
  /** The router's pathname. */
  readonly pathname: string;
  /** The browser (Back, Forward, reload) brought this URL, and nothing has answered it yet. */
  readonly pop: boolean;
  /** The first sync of this order page with the flow (the page was just opened). */
  readonly first: boolean;
  /** The path of the history entry before this one, if the flow pushed it in this tab. */
  readonly previousEntry: string | undefined;
}

/** The URL ↔ flow decision, as a pure function (see the module comment). */
export function followAction({ path, pathname, pop, first, previousEntry }: FollowInput): FollowAction {
  if (path === pathname) return { kind: 'stay' };
  const urlRank = orderStepRank(pathname);
  const flowRank = orderStepRank(path);
  if (pop && urlRank !== null && flowRank !== null && urlRank < flowRank) return { kind: 'stepBack' };
  if (pop || first) return { kind: 'replace', path };
  if (previousEntry === path) return { kind: 'historyBack' };
  return { kind: 'push', path };
}
