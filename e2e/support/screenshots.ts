import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeCheckpoint } from './axe';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Saves a full-page screenshot under e2e/screenshots/<name>.png for people to look at; axe checks the page
 * as it is shown (when the journey runs with the fixture in ./test.ts).
 */
export async function snap(page: Page, name: string): Promise<string> {
  await axeCheckpoint(page);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
