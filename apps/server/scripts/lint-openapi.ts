/**
 * Lints the OpenAPI document the server serves at /api/docs/json with Redocly's recommended rules
 * (redocly.yaml at the root): builds the app on an in-memory database, writes `app.swagger()` to a
 * file and runs `redocly lint` on it. Exits non-zero on any error. Used by `.ci/run`.
 *   npm run lint:openapi            (a temporary file)
 *   npm run lint:openapi -- out.json (keeps the document)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createPglite, wrapPglite } from '../src/db/client.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-openapi-'));
const out = process.argv[2] ? path.resolve(process.argv[2]) : path.join(dir, 'openapi.json');
const database = wrapPglite(await createPglite());
const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir, LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const result = spawnSync(process.execPath, [cli, 'lint', out], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
fs.rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
