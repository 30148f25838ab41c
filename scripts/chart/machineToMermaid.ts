// Draws a state machine's chart as a Mermaid `stateDiagram-v2` by walking its state nodes (the
// definition XState built from the config), so the drawing cannot drift from the code.

/** The parts of an XState v5 state node this walk reads. */
interface ChartNode {
  readonly key: string;
  readonly path: readonly string[];
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly states: Record<string, ChartNode>;
  readonly initial: { readonly target: readonly ChartNode[] } | undefined;
  readonly on: Record<string, readonly ChartTransition[]>;
  readonly always?: readonly ChartTransition[];
  readonly after: readonly (ChartTransition & { readonly delay: string | number })[];
}

interface ChartTransition {
  readonly eventType: string;
  readonly target?: readonly ChartNode[] | undefined;
  readonly guard?: unknown;
}

interface Edge {
  readonly from: ChartNode;
  readonly to: ChartNode;
  readonly label: string;
}

const idOf = (node: ChartNode) => (node.path.length ? node.path.join('_') : 'root');

// XState's combinators (`and`, `or`, `not`) carry their parts in `guards` and their evaluation in
// `check` (`checkAnd`, `checkOr`, `checkNot`).
const combinatorOf = (check: unknown) => (typeof check === 'function' ? check.name : '');

/** A guard as the chart names it: `isX`, `!isX`, `isX && isY`. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as { check?: unknown; guards?: unknown[] };
    const parts = (combined.guards ?? []).map(guardName);
    const combinator = combinatorOf(combined.check);
    if (combinator === 'checkNot') return `!${parts[0]}`;
    if (combinator === 'checkAnd') return parts.join(' && ');
    if (combinator === 'checkOr') return parts.join(' || ');
    return guard.name || 'guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    const step = params && typeof params === 'object' && 'step' in params ? String(params.step) : '';
    return step ? `${type}(${step})` : type;
  }
  return 'guard';
}

/** An event as the chart names it: `SUBMIT`, `done: reserve`, `error: reserve`, `after pollDelay`. */
function eventName(transition: ChartTransition & { delay?: string | number }): string {
  if (transition.delay !== undefined) return `after ${transition.delay}`;
  const type = transition.eventType;
  if (type === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  return actor ? `${actor[1]}: ${actor[2]}` : type;
}

function edgesOf(node: ChartNode): Edge[] {
  const transitions = [
    ...Object.values(node.on)
      .flat()
      .filter((t) => !t.eventType.startsWith('xstate.after.')),
    ...(node.always ?? []),
    ...node.after,
  ];
  const edges = transitions.flatMap((t) => {
    const label = t.guard === undefined ? eventName(t) : `${eventName(t)} [${guardName(t.guard)}]`;
    return (t.target ?? []).map((to) => ({ from: node, to, label }));
  });
  return [...edges, ...Object.values(node.states).flatMap(edgesOf)];
}

/** The deepest node both ends of an edge sit inside: the block the edge is written in. */
function scopeOf(edge: Edge): string {
  // An edge from a state into its own child (a re-entry) is written inside that state's block.
  const inside = edge.from.path.every((key, i) => edge.to.path[i] === key);
  const a = inside ? edge.from.path : edge.from.path.slice(0, -1);
  const b = edge.to.path.slice(0, -1);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i).join('_') || 'root';
}

/** The Mermaid `stateDiagram-v2` source of the machine whose root state node is `root`. */
export function machineToMermaid(root: ChartNode): string {
  const byScope = new Map<string, Edge[]>();
  for (const edge of edgesOf(root)) {
    const scope = scopeOf(edge);
    byScope.set(scope, [...(byScope.get(scope) ?? []), edge]);
  }
  const lines = ['stateDiagram-v2'];
  const write = (node: ChartNode, indent: string) => {
    const children = Object.values(node.states);
    const scopeId = node.path.join('_') || 'root';
    if (node.initial?.target[0] && node.type === 'compound') {
      lines.push(`${indent}[*] --> ${idOf(node.initial.target[0])}`);
    }
    children.forEach((child, i) => {
      if (node.type === 'parallel' && i > 0) lines.push(`${indent}--`);
      const label = child.type === 'history' ? `${child.key} (H)` : child.key;
      lines.push(`${indent}state "${label}" as ${idOf(child)}`);
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${idOf(child)} {`);
        write(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
    });
    for (const edge of byScope.get(scopeId) ?? []) {
      lines.push(`${indent}${idOf(edge.from)} --> ${idOf(edge.to)}: ${edge.label}`);
    }
  };
  write(root, '  ');
  return `${lines.join('\n')}\n`;
}
