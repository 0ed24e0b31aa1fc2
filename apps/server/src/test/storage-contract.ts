import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../lib/storage.js';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Deterministic pseudo-random bytes (incompressible, and different in each chunk). */
function bytes(size: number, seed: string): Buffer {
  const out = Buffer.alloc(size);
  let block = createHash('sha256').update(seed).digest();
  for (let offset = 0; offset < size; offset += block.length) {
    block.copy(out, offset);
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

const MB = 1024 * 1024;

/**
 * What every Storage implementation must do, run against each (the local folder always, the S3 one
 * against a real S3-compatible server when one is available): bytes, streams and files in and out
 * unchanged, streamed both ways, missing keys as null/false, deletes idempotent, and keys that are
 * not safe relative paths refused on write and answered as missing on read.
 */
export function storageContract(name: string, storage: () => Storage): void {
  describe(`Storage contract: ${name}`, () => {
    const key = (file: string) => `contract/${randomUUID()}/${file}`;

    it('returns the bytes it stored, with their size and a content type from the extension', async () => {
      const k = key('photo.webp');
      const body = bytes(70_000, k);
      await storage().put(k, body);
      expect(await storage().exists(k)).toBe(true);
      const object = await storage().get(k);
      expect(object).not.toBeNull();
      expect(object!.size).toBe(body.length);
      expect(object!.contentType).toBe('image/webp');
      expect(sha(await readAll(object!.stream))).toBe(sha(body));
    });

    it('stores a stream of unknown length and a file, small and large (several 8 MB parts)', async () => {
      for (const size of [1000, 20 * MB + 123]) {
        const body = bytes(size, `stream-${size}`);
        const fromStream = key('upload.mp4');
        const chunks = Array.from({ length: Math.ceil(size / (256 * 1024)) }, (_, i) =>
          body.subarray(i * 256 * 1024, (i + 1) * 256 * 1024),
        );
        await storage().put(fromStream, Readable.from(chunks));
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
        const file = path.join(dir, 'source');
        fs.writeFileSync(file, body);
        const fromFile = key('receipt.pdf');
        try {
          await storage().put(fromFile, { fromFile: file });
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
        for (const k of [fromStream, fromFile]) {
          const object = await storage().get(k);
          expect(object?.size).toBe(size);
          expect(sha(await readAll(object!.stream))).toBe(sha(body));
        }
      }
    }, 120_000);

    it('answers a missing key with null and false, and deletes idempotently', async () => {
      const k = key('gone.png');
      expect(await storage().get(k)).toBeNull();
      expect(await storage().exists(k)).toBe(false);
      await storage().delete(k);
      await storage().put(k, Buffer.from('x'));
      await storage().delete(k);
      expect(await storage().get(k)).toBeNull();
      expect(await storage().exists(k)).toBe(false);
      await storage().delete(k);
    });

    it('refuses unsafe keys on write and treats them as missing on read', async () => {
      for (const bad of [
        '../escape.png',
        '/absolute.png',
        'a//b.png',
        'a/../b.png',
        'a/./b.png',
        'a\\b.png',
        '',
        'x'.repeat(301),
      ]) {
        await expect(storage().put(bad, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
        expect(await storage().get(bad)).toBeNull();
        expect(await storage().exists(bad)).toBe(false);
        await storage().delete(bad);
      }
    });
  });
}
