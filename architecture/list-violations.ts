/**
 * Prints every architecture violation grouped by rule (JSON). `--write` replaces
 * known-violations.json with them: only to take fixed ones off, never to add new ones.
 * Run: npx tsx architecture/list-violations.ts [--write]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { byRule, checkRepository } from './check.js';

const root = resolve(import.meta.dirname, '..');
const json = `${JSON.stringify(byRule(checkRepository(root).violations), null, 2)}\n`;
if (process.argv.includes('--write'))
  writeFileSync(resolve(import.meta.dirname, 'known-violations.json'), json);
else process.stdout.write(json);
