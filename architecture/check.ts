import { readImportGraph } from './import-graph.js';
import { cycleViolations, importViolations, tableViolations, type Violation } from './rules.js';
import { readSqlNames, readTableOwners } from './tables.js';

/** Every violation of every rule in the repository at `root`, with the graph and owners read. */
export function checkRepository(root: string) {
  const graph = readImportGraph(root, ['apps/server/src', 'apps/web/src', 'packages/domain/src']);
  const owners = readTableOwners(root);
  const sqlNames = readSqlNames(root, graph.keys(), owners);
  const violations: Violation[] = [
    ...importViolations(graph),
    ...cycleViolations(graph),
    ...tableViolations(graph, sqlNames, owners),
  ];
  return { graph, owners, sqlNames, violations };
}

/** The violations grouped by rule, sorted: what list-violations.ts prints. */
export function byRule(violations: Violation[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { rule, detail } of violations) {
    out[rule] ??= [];
    out[rule].push(detail);
  }
  for (const list of Object.values(out)) list.sort();
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
