/**
 * Rewrites the module map of docs/architecture.md from the code (between its markers).
 * Run: npx tsx architecture/write-module-map.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkRepository } from './check.js';
import { MAP_END, MAP_START, moduleMap, renderModuleMap } from './module-map.js';

const root = resolve(import.meta.dirname, '..');
const path = resolve(root, 'docs/architecture.md');
const doc = readFileSync(path, 'utf8');
const { graph, owners, sqlNames } = checkRepository(root);
const map = renderModuleMap(moduleMap(root, graph, owners, sqlNames));
const start = doc.indexOf(MAP_START);
const end = doc.indexOf(MAP_END);
if (start < 0 || end < start)
  throw new Error(`docs/architecture.md has no ${MAP_START} ... ${MAP_END} markers`);
writeFileSync(path, `${doc.slice(0, start + MAP_START.length)}\n\n${map}\n\n${doc.slice(end)}`);
