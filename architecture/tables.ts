import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Who owns each table, and which tables each source file names in its SQL text (decision 0039).
 * A table is defined in `apps/server/src/modules/<owner>/*.tables.ts`; the owner is that module.
 */
export type Table = { sqlName: string; exportName: string; module: string; file: string };
export type TableOwners = Map<string, Table>;

const MODULES = 'apps/server/src/modules';
const TABLE = /export const (\w+) = pgTable\(\s*'(\w+)'/g;

export function readTableOwners(root: string): TableOwners {
  const owners: TableOwners = new Map();
  for (const module of readdirSync(join(root, MODULES))) {
    for (const name of readdirSync(join(root, MODULES, module))) {
      if (!name.endsWith('.tables.ts')) continue;
      const file = `${MODULES}/${module}/${name}`;
      for (const [, exportName, sqlName] of readFileSync(join(root, file), 'utf8').matchAll(TABLE))
        owners.set(sqlName!, { sqlName: sqlName!, exportName: exportName!, module, file });
    }
  }
  return owners;
}

/** The SQL text of a file: every sql`...` template (its literal parts) and every sql.raw('...') string. */
export function sqlText(source: string): string {
  const parts: string[] = [];
  for (const [, body] of source.matchAll(/\bsql(?:<[^>]*>)?`((?:[^`\\]|\\.)*)`/g)) parts.push(body!);
  for (const [, , body] of source.matchAll(/\bsql\.raw\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g))
    parts.push(body!);
  return parts.join('\n');
}

/** The tables a piece of SQL names after from, join, into, update, table or delete from. */
export function tablesNamedIn(text: string, owners: TableOwners): string[] {
  const named = new Set<string>();
  for (const [, name] of text.matchAll(/\b(?:from|join|into|update|table)\s+"?(\w+)"?/gi)) {
    if (owners.has(name!)) named.add(name!);
  }
  return [...named].sort();
}

/** For each file (repository-relative), the tables its SQL text names. */
export function readSqlNames(
  root: string,
  files: Iterable<string>,
  owners: TableOwners,
): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const file of files) {
    if (!file.startsWith('apps/server/src/') || file.endsWith('.tables.ts')) continue;
    const found = tablesNamedIn(sqlText(readFileSync(join(root, file), 'utf8')), owners);
    if (found.length > 0) names.set(file, found);
  }
  return names;
}
