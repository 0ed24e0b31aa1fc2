import { cycles, type ImportGraph } from './import-graph.js';
import type { TableOwners } from './tables.js';

/** One import that breaks a rule (`file -> import`), or one cycle (`a <-> b <-> c`). */
export type Violation = { rule: string; detail: string };

type ImportRule = {
  name: string;
  description: string;
  breaks: (from: string, to: string, typeOnly: boolean) => boolean;
};

const SERVER_MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const isIndex = (path: string) => /\/index\.tsx?$/.test(path);
const isTables = (path: string) => path.endsWith('.tables.ts');
const SCHEMA_INDEX = 'apps/server/src/db/schema/index.ts';
/** Outside modules, the database layer and the demo data loader may name every table (decision 0039). */
const mayUseAnyTable = (path: string) => /^apps\/server\/src\/(db|seed)\//.test(path);

/** `modules/x` or `features/x` of a file, or its folder for any other file. */
export function unitOf(path: string): string {
  const unit = SERVER_MODULE.exec(path) ?? WEB_FEATURE.exec(path);
  return unit ? unit[0].slice(0, -1) : path.slice(0, path.lastIndexOf('/'));
}

/** A file of another module or feature that is not its index.ts. */
function deepImport(pattern: RegExp, from: string, to: string): boolean {
  const target = pattern.exec(to);
  if (!target || isIndex(to)) return false;
  return pattern.exec(from)?.[1] !== target[1];
}

export const importRules: ImportRule[] = [
  {
    name: 'server-module-deep-import',
    description:
      'A server module is used through its index.ts only: no file outside apps/server/src/modules/x imports another file of it',
    breaks: (from, to) =>
      from.startsWith('apps/server/src/') &&
      !(isTables(to) && (isTables(from) || from === SCHEMA_INDEX)) &&
      deepImport(SERVER_MODULE, from, to),
  },
  {
    name: 'web-feature-deep-import',
    description:
      'A web feature is used through its index.ts only: no file outside apps/web/src/features/x imports another file of it',
    breaks: (from, to) => from.startsWith('apps/web/src/') && deepImport(WEB_FEATURE, from, to),
  },
  {
    name: 'web-feature-imports-feature',
    description:
      "A web feature imports no other feature: the app's routes compose features; shared pieces live in components/ui, lib or shared/",
    breaks: (from, to) => {
      const feature = WEB_FEATURE.exec(from)?.[1];
      const target = WEB_FEATURE.exec(to)?.[1];
      return feature !== undefined && target !== undefined && feature !== target;
    },
  },
  {
    name: 'web-shared-imports-feature',
    description: 'apps/web/src/components/ui, apps/web/src/lib and apps/web/src/shared import no feature',
    breaks: (from, to) => /^apps\/web\/src\/(components\/ui|lib|shared)\//.test(from) && WEB_FEATURE.test(to),
  },
  {
    name: 'domain-imports-only-zod',
    description:
      'packages/domain/src imports only its own files, zod and simple-statistics (pure maths, no dependencies)',
    breaks: (from, to) =>
      from.startsWith('packages/domain/src/') &&
      !to.startsWith('packages/domain/src/') &&
      to !== 'zod' &&
      to !== 'simple-statistics',
  },
  {
    name: 'service-imports-fastify',
    description:
      'A server service (*.service.ts) takes plain values: it imports neither fastify, @fastify/*, fastify-* nor apps/server/src/plugins',
    breaks: (from, to) =>
      from.startsWith('apps/server/src/') &&
      from.endsWith('.service.ts') &&
      (/^(fastify|@fastify\/|fastify-)/.test(to) || to.startsWith('apps/server/src/plugins/')),
  },
  {
    name: 'route-imports-queries',
    description:
      'A server route file (*.routes.ts) imports no queries file (*.queries.ts): it calls a service',
    breaks: (from, to) => from.endsWith('.routes.ts') && to.endsWith('.queries.ts'),
  },
  {
    name: 'sql-outside-queries',
    description:
      "A server module's SQL lives in its *.queries.ts files: no other module file imports drizzle-orm or a table of apps/server/src/db/schema (types aside)",
    breaks: (from, to, typeOnly) =>
      SERVER_MODULE.test(from) &&
      !from.endsWith('.queries.ts') &&
      !isTables(from) &&
      !typeOnly &&
      (/^drizzle-orm(\/|$)/.test(to) || to.startsWith('apps/server/src/db/schema/') || isTables(to)),
  },
  {
    name: 'table-owner',
    description:
      "A table is used only by its owner: no file outside modules/x imports x's *.tables.ts (foreign keys between tables files, the schema index, db/ and the demo data aside), and no module imports the schema index",
    breaks: (from, to) => {
      if (!from.startsWith('apps/server/src/')) return false;
      if (to === SCHEMA_INDEX) return !mayUseAnyTable(from);
      if (!isTables(to) || isTables(from) || from === SCHEMA_INDEX || mayUseAnyTable(from)) return false;
      return SERVER_MODULE.exec(from)?.[1] !== SERVER_MODULE.exec(to)?.[1];
    },
  },
];

export const tableRules = [
  {
    name: 'sql-names-tables-through-schema',
    description:
      'SQL names its tables through the schema objects (an interpolated table object, never the word orders), so a rename fails at type check: no SQL text of a server module, plugin or lib names a table',
  },
  {
    name: 'no-module-cycle-with-tables',
    description:
      "No cycle between server modules counting table use as a dependency (a module that uses another's table, by import or by name in SQL, depends on it)",
  },
];

export const cycleRules = [
  { name: 'no-file-cycle', description: 'No import cycle between files (type-only imports aside)' },
  {
    name: 'no-module-cycle',
    description:
      'No import cycle between server modules or web features (modules/x -> modules/y -> modules/x), through any folder',
  },
];

/** Every import that breaks one of the import rules. */
export function importViolations(graph: ImportGraph): Violation[] {
  const found: Violation[] = [];
  for (const [from, imports] of graph) {
    for (const { to, typeOnly } of imports) {
      for (const rule of importRules)
        if (rule.breaks(from, to, typeOnly)) found.push({ rule: rule.name, detail: `${from} -> ${to}` });
    }
  }
  return found;
}

/** SQL that names tables, and module cycles once table use counts as a dependency. */
export function tableViolations(
  graph: ImportGraph,
  sqlNames: Map<string, string[]>,
  owners: TableOwners,
): Violation[] {
  const found: Violation[] = [];
  const moduleOf = (path: string) => SERVER_MODULE.exec(path)?.[1];
  const modules = new Map<string, Set<string>>();
  const edge = (from: string, to: string | undefined) => {
    const a = moduleOf(from);
    if (!a || !to || a === to) return;
    (modules.get(a) ?? modules.set(a, new Set()).get(a)!).add(to);
    if (!modules.has(to)) modules.set(to, new Set());
  };
  for (const [file, names] of sqlNames) {
    if (!mayUseAnyTable(file))
      found.push({ rule: 'sql-names-tables-through-schema', detail: `${file}: ${names.join(', ')}` });
    for (const name of names) edge(file, owners.get(name)?.module);
  }
  for (const [from, imports] of graph) {
    if (isTables(from)) continue;
    for (const { to, typeOnly } of imports) {
      if (typeOnly || !graph.has(to)) continue;
      if (moduleOf(to) && (isIndex(to) || isTables(to))) edge(from, moduleOf(to));
    }
  }
  for (const group of cycles(modules))
    found.push({
      rule: 'no-module-cycle-with-tables',
      detail: group.map((m) => `modules/${m}`).join(' <-> '),
    });
  return found;
}

/** Every cycle of run-time imports, between files and between modules/features (each cycle lists its members). */
export function cycleViolations(graph: ImportGraph): Violation[] {
  const files = new Map<string, Set<string>>();
  const units = new Map<string, Set<string>>();
  for (const [from, imports] of graph) {
    const fileEdges = files.get(from) ?? files.set(from, new Set()).get(from)!;
    const unitEdges = units.get(unitOf(from)) ?? units.set(unitOf(from), new Set()).get(unitOf(from))!;
    for (const { to, typeOnly } of imports) {
      if (typeOnly || !graph.has(to)) continue;
      fileEdges.add(to);
      // A foreign key between tables files declares the database's shape, not a use of the table.
      if (unitOf(to) !== unitOf(from) && !(isTables(from) && isTables(to))) unitEdges.add(unitOf(to));
    }
  }
  const isModule = (unit: string) => /^apps\/(server\/src\/modules|web\/src\/features)\//.test(unit);
  return [
    ...cycles(files).map((group) => ({ rule: 'no-file-cycle', detail: group.join(' <-> ') })),
    ...cycles(units)
      .filter((group) => group.some(isModule))
      .map((group) => ({ rule: 'no-module-cycle', detail: group.join(' <-> ') })),
  ];
}
