import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import { adminUrl, databaseUrlFor } from './pg-urls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

/** Migrates once into a template; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
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
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `market-test-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  return () => {
    fs.rmSync(file, { force: true });
  };
}
