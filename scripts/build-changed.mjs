#!/usr/bin/env node
/**
 * `npm start`'s build step: builds each workspace (domain, server, web) only when its inputs
 * changed since its last build. A workspace's fingerprint is a SHA-256 over the content of its
 * sources and build configuration, the packages it builds on and the lock file; it is kept in
 * `dist/.build-fingerprint` and compared before building. `npm run build` still builds everything.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/** Every file under `dir` (sorted), test files included: they are cheap to hash and rarely alone. */
function files(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of fs
      .readdirSync(d, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const full = path.join(root, input);
    for (const file of fs.existsSync(full) && fs.statSync(full).isDirectory() ? files(full) : [full]) {
      hash.update(path.relative(root, file));
      hash.update(fs.existsSync(file) ? fs.readFileSync(file) : 'missing');
    }
  }
  return hash.digest('hex');
}

const domainInputs = [
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/domain/tsconfig.json',
  'packages/domain/tsconfig.build.json',
];
const workspaces = [
  { name: '@market/domain', dist: 'packages/domain/dist', inputs: domainInputs },
  {
    name: '@market/server',
    dist: 'apps/server/dist',
    inputs: [
      ...domainInputs,
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'apps/server/tsconfig.build.json',
    ],
  },
  {
    name: '@market/web',
    dist: 'apps/web/dist',
    inputs: [
      ...domainInputs,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
    ],
  },
];

for (const w of workspaces) {
  const stamp = path.join(root, w.dist, '.build-fingerprint');
  const now = fingerprint([...w.inputs, 'package-lock.json', 'tsconfig.base.json']);
  const before = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : '';
  if (before === now) {
    console.log(`${w.name}: unchanged since its last build`);
    continue;
  }
  const started = Date.now();
  execFileSync('npm', ['run', 'build', '-w', w.name], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, `${now}\n`);
  console.log(`${w.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
