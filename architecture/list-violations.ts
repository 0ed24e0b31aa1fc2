/**
 * Prints every architecture violation grouped by rule (JSON); the architecture test allows none.
 * Run: npx tsx architecture/list-violations.ts
 */
import { resolve } from 'node:path';
import { byRule, checkRepository } from './check.js';

const root = resolve(import.meta.dirname, '..');
process.stdout.write(`${JSON.stringify(byRule(checkRepository(root).violations), null, 2)}\n`);
