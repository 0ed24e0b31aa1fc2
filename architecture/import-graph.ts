import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The import graph of the checked source folders, read from the import and export statements
 * (static, side-effect and dynamic). Local imports resolve to repository-relative file paths
 * (`.js` written for `.ts`, extension-less and `@/` web imports included); anything else is kept as
 * the bare specifier (`fastify`, `zod`, `node:fs`, `@market/domain`). `import type` and `export type`
 * statements are marked type-only: they are erased at run time.
 */
export type Import = { to: string; typeOnly: boolean };
export type ImportGraph = Map<string, Import[]>;

const SOURCE = /\.(ts|tsx)$/;
const TESTS = /(\.test\.tsx?$|\/test\/)/;
const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?\sfrom\s+['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
const WEB_ALIAS = { prefix: '@/', target: 'apps/web/src' };

/** `import type {…}`, `export type {…}`, or braces that name types only (`import { type A, type B }`). */
function isTypeOnly(statement: string): boolean {
  if (/^[\s;}]*(import|export)\s+type\s/.test(statement)) return true;
  const names = /^[\s;}]*import\s*\{([^}]*)\}\s*from/.exec(statement)?.[1];
  if (!names) return false;
  const list = names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return list.length > 0 && list.every((name) => name.startsWith('type '));
}

function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, folder))) {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...sourceFiles(root, path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts') && !TESTS.test(path)) out.push(path);
  }
  return out;
}

function resolveLocal(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith(WEB_ALIAS.prefix)) base = join(WEB_ALIAS.target, specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(dirname(fromFile), specifier);
  else return undefined;
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile());
}

/** Reads every non-test .ts/.tsx file under the folders (relative to root). Test files may reach into what they test. */
export function readImportGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const folder of folders) {
    for (const file of sourceFiles(root, folder)) {
      const text = readFileSync(join(root, file), 'utf8');
      const imports: Import[] = [];
      for (const match of text.matchAll(IMPORT)) {
        const specifier = (match[1] ?? match[2] ?? match[3])!;
        const typeOnly = isTypeOnly(match[0]);
        imports.push({ to: resolveLocal(root, file, specifier) ?? specifier, typeOnly });
      }
      graph.set(relative(root, resolve(root, file)), imports);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one node (or a node importing itself): every import cycle. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || edges.get(node)?.has(node)) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}
