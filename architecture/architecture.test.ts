import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImportGraph } from './import-graph.js';
import { cycleRules, cycleViolations, importRules, importViolations, type Violation } from './rules.js';

const ROOT = resolve(import.meta.dirname, '..');
const graph = readImportGraph(ROOT, ['apps/server/src', 'apps/web/src', 'packages/domain/src']);
const violations = [...importViolations(graph), ...cycleViolations(graph)];

console.info(
  [
    `Architecture rules (${graph.size} files of apps/server/src, apps/web/src, packages/domain/src; tests excluded):`,
    ...[...importRules, ...cycleRules].map((rule) => `  ${rule.name}: ${rule.description}`),
  ].join('\n'),
);

function listed(rule: string): string[] {
  return violations.filter((v: Violation) => v.rule === rule).map((v) => v.detail);
}

describe('architecture', () => {
  it('reads the import graph', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('apps/server/src/app.ts')?.some(({ to }) => to === 'fastify')).toBe(true);
  });

  describe.each([...importRules, ...cycleRules])('$name', (rule) => {
    it(rule.description, () => {
      expect(listed(rule.name)).toEqual([]);
    });
  });
});
