/**
 * `npm run cluster`: two API instances (the built server, as `npm start` runs it) on one
 * PostgreSQL database and one Redis, behind nginx on loopback. Builds what changed, creates and
 * migrates the database once, seeds the demo data through the first instance before the second
 * starts, prints the URL, and stops everything on Ctrl-C.
 *
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/marketplace_cluster),
 * REDIS_URL (default redis://127.0.0.1:6379), CLUSTER_PORT (nginx, default 8080),
 * CLUSTER_INSTANCES (default 2), DATA_DIR (shared uploads folder, default ./data/cluster),
 * SEED_DEMO (default true); anything else (SMTP_URL, S3_BUCKET...) reaches every instance as is.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { redactUrl } from '../../apps/server/src/lib/redact-url.js';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  NGINX_MISSING,
  nginxAvailable,
  prepareDatabase,
  ROOT,
  reachable,
  type ServerProcess,
  startNginx,
  startServer,
} from './cluster.js';

const say = (line: string) => console.log(`[cluster] ${line}`);

async function main() {
  if (!nginxAvailable) {
    console.error(`[cluster] ${NGINX_MISSING}\n[cluster] Then run npm run cluster again.`);
    process.exit(1);
  }
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const count = Number(process.env.CLUSTER_INSTANCES || 2);
  const port = Number(process.env.CLUSTER_PORT || 8080);
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data/cluster'));
  const seed = (process.env.SEED_DEMO ?? 'true') === 'true';
  if (!Number.isInteger(count) || count < 1 || count > 8) throw new Error('CLUSTER_INSTANCES must be 1 to 8');

  if (!(await reachable(redisUrl))) {
    say(`warning: nothing answers at ${redisUrl}; the instances will share no state through Redis`);
    say('  (start one with: redis-server --bind 127.0.0.1 --port 6379 --save "" --daemonize yes)');
  }

  say('building what changed (scripts/build-changed.mjs)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-changed.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  say(
    `database ${redactUrl(databaseUrl, databaseUrl)}: creating if missing and migrating (once, before any instance starts)`,
  );
  await prepareDatabase(databaseUrl);
  fs.mkdirSync(dataDir, { recursive: true });

  const instances: ServerProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping nginx and the instances');
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  const publicUrl = `http://localhost:${port}`;
  const env = (i: number) => ({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: process.env.PUBLIC_URL || publicUrl,
    // The demo data is written once, by the first instance, before the others start.
    SEED_DEMO: i === 0 && seed ? 'true' : 'false',
  });
  try {
    for (let i = 0; i < count; i++) {
      const name = String.fromCharCode(97 + i);
      say(
        `starting instance ${name}${i === 0 && seed ? ' (seeds the demo data the first time: a minute or more)' : ''}`,
      );
      const instance = await startServer({ name, entry: 'dist', env: env(i), show: true });
      instances.push(instance);
      void instance.exited.then((how) => {
        if (!stopping)
          say(`instance ${name} (${instance.url}) exited (${how}); nginx sends its traffic to the others`);
      });
    }
    nginx = await startNginx({ upstreams: instances.map((i) => i.url), port, workers: 1 });
  } catch (error) {
    console.error(`[cluster] ${(error as Error).message}`);
    await stopAll(1);
    return;
  }

  say('');
  say(`Marketplace on ${publicUrl} (nginx on 127.0.0.1:${port}, this machine only)`);
  for (const i of instances) say(`  instance ${i.name}: ${i.url} (pid ${i.child.pid})`);
  say(
    `  PostgreSQL: ${redactUrl(databaseUrl, databaseUrl)}   Redis: ${redactUrl(redisUrl, redisUrl)}   uploads: ${dataDir}`,
  );
  say(`  nginx configuration: ${nginx.dir}/nginx.conf`);
  // The first instance printed the demo logins with its own address: the same, through nginx.
  const first = instances[0]!;
  const logins = first
    .output()
    .split('\n')
    .filter((l) => /^\s+\S+\s+\S+@\S+\s+\S+\s+http:\/\/localhost:\d+/.test(l));
  if (logins.length) {
    say('Demo logins:');
    for (const l of logins) say(l.replace(`http://localhost:${first.port}`, publicUrl));
  }
  say('Ctrl-C stops everything.');
}

main().catch((error) => {
  console.error(`[cluster] ${(error as Error).stack ?? error}`);
  process.exit(1);
});
