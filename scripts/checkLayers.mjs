// `npm run check:layers`: dependency-cruiser with the rules of .dependency-cruiser.mjs over the
// workspace. Through its API rather than its CLI: the CLI refuses Node 20, which the API runs on.
// TypeScript is parsed by swc (dependency-cruiser cannot load TypeScript 7's compiler).
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import config from '../.dependency-cruiser.mjs';

/** Where the check looks: every package, the e2e specs, the scripts and the deployment generators (entry points too). */
export const LAYER_ROOTS = ['packages', 'e2e', 'scripts', 'deploy'];

/**
 * Cruises `roots` under `baseDir` (the repository unless a test passes a fixture tree) and returns
 * the rule violations, each as `rule: from → to`.
 */
export async function checkLayers(roots = LAYER_ROOTS, baseDir = process.cwd()) {
  const result = await cruise(roots, { ...config.options, baseDir, validate: true, ruleSet: config });
  const violations = typeof result.output === 'string' ? [] : result.output.summary.violations;
  return {
    violations: violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`),
    modules: typeof result.output === 'string' ? 0 : result.output.summary.totalCruised,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { violations, modules } = await checkLayers();
  for (const line of violations) console.error(`  ✘ ${line}`);
  if (violations.length > 0) {
    console.error(`check:layers: ${violations.length} violation(s) of .dependency-cruiser.mjs`);
    process.exit(1);
  }
  console.log(`check:layers: ${modules} modules, no layer violation, no import cycle`);
}
