import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { storageContract } from '../test/storage-contract.js';
import { LocalDiskStorage } from './storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'local-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

storageContract('the local folder (LocalDiskStorage)', () => new LocalDiskStorage(root));
