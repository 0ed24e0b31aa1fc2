import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import type { ContractRecord } from './contract.js';
import { adminUrl, databaseUrlFor } from './pg-urls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
    /** Where each test file's app writes what the OpenAPI contract check covered. */
    contractDir: string;
  }
}

/** Migrates once into a template; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const contractDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-contract-'));
  project.provide('contractDir', contractDir);
  const teardown = await prepareDatabase(project);
  return async () => {
    await teardown();
    reportContract(contractDir);
  };
}

/** Prints how much of the OpenAPI document the run's responses covered (test/contract.ts). */
function reportContract(dir: string) {
  const records = fs
    .readdirSync(dir)
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ContractRecord);
  fs.rmSync(dir, { recursive: true, force: true });
  if (records.length === 0) return;
  const operations = new Set(records.flatMap((r) => r.operations));
  const total = Math.max(...records.map((r) => r.totalOperations));
  const responses = records.reduce((n, r) => n + r.responses, 0);
  console.log(
    `OpenAPI contract: ${responses} responses of ${records.length} test apps matched the document; ` +
      `${operations.size} of ${total} operations exercised.`,
  );
}

async function prepareDatabase(project: TestProject): Promise<() => Promise<void>> {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    const templateDb = `market_tpl_${process.pid}_${Date.now()}`;
    const admin = openPostgres(adminUrl(testUrl), { max: 1 });
    await admin.db.execute(`create database ${templateDb}`);
    const tpl = openPostgres(databaseUrlFor(testUrl, templateDb), { max: 1 });
    await tpl.migrate();
    await tpl.close();
    project.provide('pgTemplateDb', templateDb);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.db.execute(`drop database if exists ${templateDb} with (force)`);
      await admin.close();
    };
  }
  const handle = await openPglite(undefined);
  await handle.migrate();
  const client = (
    handle.db as unknown as {
      $client: { exec(sql: string): Promise<unknown>; dumpDataDir(c: 'none'): Promise<Blob> };
    }
  ).$client;
  // Each test file starts PGlite from this folder, which costs about 0.35-0.5 s of CPU. Two things make
  // that start cheaper without changing what a query sees: a 16 MB buffer pool instead of
  // PostgreSQL's default 128 MB (PGlite clears the pool when it starts; a test database holds a few
  // megabytes, the demo seed's year of history included, which seeds as fast with it), and a
  // checkpoint before the copy. About 0.15 s less per file (docs/test-time.md).
  await client.exec(`alter system set shared_buffers = '16MB'`);
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `market-test-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  return async () => {
    fs.rmSync(file, { force: true });
  };
}
