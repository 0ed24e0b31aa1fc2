import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config.js';
import { S3Storage } from './s3-storage.js';
import {
  assertKey,
  contentTypeForKey,
  isValidKey,
  type Storage,
  type StoredObject,
} from './storage-rules.js';

export {
  assertKey,
  contentTypeForKey,
  isPrivateKey,
  isValidKey,
  PRIVATE_KEY_PREFIXES,
  type Storage,
  type StoredObject,
} from './storage-rules.js';

/** Files under one root folder (`<DATA_DIR>/uploads`). */
export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable | { fromFile: string }): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body);
      else if ('fromFile' in body) await fsp.copyFile(body.fromFile, temp);
      else await pipeline(body, fs.createWriteStream(temp));
      await fsp.rename(temp, target);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      if (!stat.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stat.size, contentType: contentTypeForKey(key) };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    const file = this.pathOf(key);
    await fsp.rm(file, { force: true });
    // Remove now-empty parent folders up to the root, so a failed upload leaves nothing behind.
    let dir = path.dirname(file);
    while (dir.startsWith(this.root) && dir !== this.root) {
      try {
        await fsp.rmdir(dir);
      } catch {
        break;
      }
      dir = path.dirname(dir);
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    try {
      return (await fsp.stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}

const instances = new Map<string, Storage>();

/**
 * The storage of an app: the S3-compatible bucket when S3_BUCKET is set (one client per endpoint
 * and bucket), otherwise the folder `<DATA_DIR>/uploads` (one per data folder).
 */
export function storageFor(config: { dataDir: string; s3?: S3Config | undefined }): Storage {
  const { s3 } = config;
  const place = s3
    ? `s3:${s3.endpoint ?? s3.region}/${s3.bucket}:${s3.credentials?.accessKeyId ?? ''}`
    : path.join(config.dataDir, 'uploads');
  let storage = instances.get(place);
  if (!storage) {
    storage = s3 ? new S3Storage(s3) : new LocalDiskStorage(place);
    instances.set(place, storage);
  }
  return storage;
}

/** Deletes keys, ignoring failures (used to undo writes after a failed transaction). */
export async function deleteKeys(storage: Storage, keys: Iterable<string>): Promise<void> {
  await Promise.all([...keys].map((key) => storage.delete(key).catch(() => undefined)));
}

/** The public URL of a stored key. */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}
