import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config.js';
import { S3Storage } from './s3-storage.js';

/**
 * Where uploaded files live. Keys are relative paths such as `media/<uuid>/display.webp`;
 * they must be unique per content (never overwritten with other bytes) because `/uploads/<key>`
 * is served with an immutable cache header. The local folder is the default; `S3Storage`
 * (lib/s3-storage.ts) keeps them in an S3-compatible bucket when S3_BUCKET is set.
 */
export interface Storage {
  /** Stores bytes, a stream or the file at `fromFile` under `key` (written atomically). */
  put(key: string, body: Buffer | Readable | { fromFile: string }): Promise<void>;
  /** A stream of the stored bytes and their size, or null when there is no such key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes a key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export type StoredObject = { stream: Readable; size: number; contentType: string };

/**
 * Key prefixes of private files (inquiry attachments): never served by the public `/uploads/*`
 * route, only by routes that check who asks.
 */
export const PRIVATE_KEY_PREFIXES = ['inquiries/'] as const;
export const isPrivateKey = (key: string) => PRIVATE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** A key is a relative path of safe segments: no `..`, no leading slash, no backslash. */
export function isValidKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  csv: 'text/csv',
};

/** The content type to serve a key with, from its extension. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

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
