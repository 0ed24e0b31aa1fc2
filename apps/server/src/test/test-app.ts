import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createPglite, type DatabaseHandle, openPostgres, wrapPglite } from '../db/client.js';
import { type Clock, ManualClock } from '../lib/clock.js';
import { installContractCheck } from './contract.js';
import { adminUrl, databaseUrlFor } from './pg-urls.js';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ManualClock;
  close(): Promise<void>;
};

let counter = 0;

/** The migrated template's tar, read once per worker: its test files share a module graph. */
let template: { file: string; blob: Blob } | undefined;
function templateBlob(file: string): Blob {
  if (template?.file !== file) template = { file, blob: new Blob([fs.readFileSync(file)]) };
  return template.blob;
}

/** A fresh database copied from the migrated template, and an app on it (no listening socket). */
export async function createTestApp(
  opts: {
    clock?: ManualClock;
    env?: Record<string, string>;
    /** Logger options (e.g. a level and a stream to read log lines); none by default. */
    logger?: FastifyServerOptions['logger'];
    /** Registers extra routes or hooks before the app is ready (tests of cross-cutting plugins). */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const clock = opts.clock ?? new ManualClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // REPLY_SERIALIZER=compiled runs a suite with production's serializer (decision 0014).
    ...(process.env.REPLY_SERIALIZER && { REPLY_SERIALIZER: process.env.REPLY_SERIALIZER }),
    ...opts.env,
  });
  const pgTemplate = inject('pgTemplateDb');
  const testUrl = process.env.TEST_DATABASE_URL;
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  if (pgTemplate && testUrl) {
    const name = `market_t_${process.pid}_${Date.now()}_${counter++}`;
    const admin = openPostgres(adminUrl(testUrl), { max: 1 });
    await admin.db.execute(`create database ${name} template ${pgTemplate}`);
    database = openPostgres(databaseUrlFor(testUrl, name), { max: 10 });
    drop = async () => {
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  } else {
    const client = await createPglite({ loadDataDir: templateBlob(inject('pgliteTemplate')) });
    database = wrapPglite(client);
  }
  const app = await buildApp({ config, database, clock: clock as Clock, logger: opts.logger ?? false });
  // Every response of every server test is checked against the OpenAPI document.
  const contract = installContractCheck(app);
  await opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
      contract.finish(inject('contractDir') || undefined);
    },
  };
}

/** Registers beforeAll/afterAll for a test file and returns an accessor to its app. */
export function useTestApp(opts: Parameters<typeof createTestApp>[0] = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(opts);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('test app not ready');
    return current;
  };
}

export type Reply = { statusCode: number; body: any; headers: Record<string, unknown> };

/** inject() with JSON parsing and an optional bearer token. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<Reply> {
  const res = await app.inject({
    method,
    url,
    payload: opts.body as InjectOptions['payload'],
    remoteAddress: opts.remoteAddress,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
  let body: unknown = res.body;
  if (String(res.headers['content-type'] ?? '').includes('application/json')) body = res.json();
  return { statusCode: res.statusCode, body, headers: res.headers as Record<string, unknown> };
}
