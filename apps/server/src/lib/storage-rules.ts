import type { Readable } from 'node:stream';

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
