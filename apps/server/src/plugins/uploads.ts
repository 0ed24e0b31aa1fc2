import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { REFUSED_KEY_MESSAGE, refusedCharacter, refusedTextMessage } from '@market/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromFile } from 'file-type';
import {
  AppError,
  badRequest,
  payloadTooLarge,
  refusedTextError,
  unsupportedMediaType,
} from '../lib/errors.js';
import { type Storage, storageFor } from '../lib/storage.js';

/** What one multipart file field accepts. */
export type FileRule = {
  /** How many files the field may carry. */
  max: number;
  /** Largest size of one file, in bytes (413 above it). */
  maxBytes: number;
  /** MIME types accepted, checked on the content's magic bytes (415 otherwise). */
  types: readonly string[];
  /**
   * Text files (CSV) have no magic bytes: accepted when no binary signature is found, the content
   * has no NUL byte, and the file name ends with one of these extensions (e.g. ['csv']).
   */
  textExtensions?: readonly string[];
  typeMessage?: string;
  sizeMessage?: string;
  countMessage?: string;
};

export type MultipartSpec<K extends string> = {
  files: Record<K, FileRule>;
  /** Most text fields (default 100) and the longest one in bytes (default 64 KB). */
  maxFields?: number;
  maxFieldBytes?: number;
};

/** A file held in a temporary file until the caller stores it; removed after the response. */
export type UploadedFile = {
  field: string;
  /** Name the client gave (for display only). */
  filename: string;
  /** Detected from the content, not from the name or the client's header. */
  mimeType: string;
  ext: string;
  size: number;
  /** The temporary file. */
  path: string;
};

export type MultipartForm<K extends string> = {
  /** Text fields; a field sent more than once becomes an array. */
  fields: Record<string, string | string[]>;
  files: Record<K, UploadedFile[]>;
  /** Removes the temporary files (also done automatically when the response ends). */
  cleanup(): Promise<void>;
};

const DEFAULT_MAX_FIELDS = 100;
const DEFAULT_MAX_FIELD_BYTES = 64 * 1024;

const pendingCleanups = new WeakMap<FastifyRequest, Array<() => Promise<void>>>();

function tempRoot(request: FastifyRequest): string {
  const ctx = (request.server as FastifyInstance & { ctx?: { config?: { dataDir?: string } } }).ctx;
  return ctx?.config?.dataDir ? path.join(ctx.config.dataDir, 'tmp') : os.tmpdir();
}

/** Lets the rest of a refused request flow into nowhere so the connection stays usable. */
function drain(request: FastifyRequest): void {
  const raw = request.raw;
  raw.unpipe();
  if (!raw.readableEnded) raw.resume();
}

function byteLimit(limit: number, onExceeded: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(onExceeded());
      else callback(null, chunk);
    },
  });
}

/** The rule every text input follows (see plugins/validation.ts), for hand-parsed form parts. */
function checkText(field: string, value: string, what = ''): void {
  if (refusedCharacter(field)) throw refusedTextError([{ path: [], message: REFUSED_KEY_MESSAGE }]);
  const character = refusedCharacter(value);
  if (character)
    throw refusedTextError([{ path: [field], message: `${what}${refusedTextMessage(character)}` }]);
}

function fromMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge('A file is larger than allowed');
  if (code === 'FST_FILES_LIMIT') return payloadTooLarge('Too many files');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return payloadTooLarge('Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return unsupportedMediaType('Expected a multipart/form-data request');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid form field name');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badRequest('A JSON form field is not valid JSON');
  const message = (error as Error).message ?? '';
  if (/multipart|boundary|Part terminated/i.test(message)) return badRequest('The upload was malformed');
  return error;
}

/** A text file of one of the extensions: no binary signature and no NUL byte in its first 64 KB. */
async function textFileType(
  file: string,
  filename: string | undefined,
  detected: { mime: string } | undefined,
  extensions: readonly string[],
): Promise<{ mime: string; ext: string } | undefined> {
  const ext = (filename ?? '').toLowerCase().split('.').pop() ?? '';
  if (detected || !extensions.includes(ext)) return undefined;
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (buffer.subarray(0, bytesRead).includes(0)) return undefined;
  } finally {
    await handle.close();
  }
  return { mime: ext === 'csv' ? 'text/csv' : 'text/plain', ext };
}

/**
 * Reads a multipart request into its text fields and its files, each file streamed to a
 * temporary file (never held in memory), limited in count and size per field (413) and
 * checked by its magic bytes against the field's types (415). On any failure every temporary
 * file is removed and the error thrown; nothing is stored. Files stay on disk until the caller
 * stores them; they are removed when the response ends.
 *
 *   const form = await readMultipart(request, {
 *     files: { images: { max: 10, maxBytes: 5 * MB, types: ['image/jpeg', 'image/png'] } },
 *   });
 */
export async function readMultipart<K extends string>(
  request: FastifyRequest,
  spec: MultipartSpec<K>,
): Promise<MultipartForm<K>> {
  if (!request.isMultipart()) throw unsupportedMediaType('Expected a multipart/form-data request');
  const rules = spec.files as Record<string, FileRule>;
  const ruleList = Object.values(rules);
  const root = tempRoot(request);
  await fsp.mkdir(root, { recursive: true });
  const dir = await fsp.mkdtemp(path.join(root, 'upload-'));
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await fsp.rm(dir, { recursive: true, force: true });
  };
  const list = pendingCleanups.get(request) ?? [];
  list.push(cleanup);
  pendingCleanups.set(request, list);

  const fields: Record<string, string | string[]> = {};
  const files = Object.fromEntries(Object.keys(rules).map((k) => [k, [] as UploadedFile[]])) as Record<
    K,
    UploadedFile[]
  >;
  const maxFieldBytes = spec.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES;
  const largest = Math.max(1, ...ruleList.map((r) => r.maxBytes));
  const totalFiles = ruleList.reduce((n, r) => n + r.max, 0);
  let counter = 0;

  try {
    const parts = request.parts({
      limits: {
        fileSize: largest + 1,
        files: totalFiles + 5,
        fields: spec.maxFields ?? DEFAULT_MAX_FIELDS,
        fieldSize: maxFieldBytes,
        parts: totalFiles + (spec.maxFields ?? DEFAULT_MAX_FIELDS) + 5,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw payloadTooLarge(`The field ${part.fieldname} is too long`);
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        checkText(part.fieldname, value);
        const existing = fields[part.fieldname];
        if (existing === undefined) fields[part.fieldname] = value;
        else if (Array.isArray(existing)) existing.push(value);
        else fields[part.fieldname] = [existing, value];
        continue;
      }
      try {
        checkText(part.fieldname, part.filename ?? '', 'File name: ');
      } catch (error) {
        part.file.resume();
        throw error;
      }
      const rule = rules[part.fieldname];
      if (!rule) {
        part.file.resume();
        throw badRequest(`Unexpected file field: ${part.fieldname}`);
      }
      const bucket = (files as Record<string, UploadedFile[]>)[part.fieldname]!;
      const target = path.join(dir, `${++counter}`);
      await pipeline(
        part.file,
        byteLimit(rule.maxBytes, () =>
          payloadTooLarge(
            rule.sizeMessage ?? `Each ${part.fieldname} file must be at most ${rule.maxBytes} bytes`,
          ),
        ),
        fs.createWriteStream(target),
      );
      if (part.file.truncated) {
        throw payloadTooLarge(
          rule.sizeMessage ?? `Each ${part.fieldname} file must be at most ${rule.maxBytes} bytes`,
        );
      }
      const size = (await fsp.stat(target)).size;
      // An empty file input is sent as an empty part without a name: not a file.
      if (size === 0 && !part.filename) {
        await fsp.rm(target, { force: true });
        continue;
      }
      if (bucket.length >= rule.max) {
        throw payloadTooLarge(rule.countMessage ?? `At most ${rule.max} ${part.fieldname} files`);
      }
      const detected = size > 0 ? await fileTypeFromFile(target) : undefined;
      const text = rule.textExtensions
        ? await textFileType(target, part.filename, detected, rule.textExtensions)
        : undefined;
      if (text) {
        bucket.push({
          field: part.fieldname,
          filename: part.filename,
          mimeType: text.mime,
          ext: text.ext,
          size,
          path: target,
        });
        continue;
      }
      if (!detected || !rule.types.includes(detected.mime)) {
        throw unsupportedMediaType(rule.typeMessage ?? `Unsupported file type for ${part.fieldname}`);
      }
      bucket.push({
        field: part.fieldname,
        filename: part.filename,
        mimeType: detected.mime,
        ext: detected.ext,
        size,
        path: target,
      });
    }
  } catch (error) {
    drain(request);
    await cleanup();
    throw fromMultipartError(error);
  }
  return { fields, files, cleanup };
}

/**
 * Multipart parsing for every route (limits per call through `readMultipart`), removal of
 * temporary upload files when a response ends, and `GET /uploads/*`, which serves stored
 * files with a one-year immutable cache header (keys are unique, so this is safe).
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasRequestDecorator('parts')) {
      await app.register(multipart, {
        limits: { fileSize: 50 * 1024 * 1024, files: 20, fields: 100, fieldSize: 64 * 1024, parts: 200 },
        throwFileSizeLimit: true,
      });
    }

    const finish = async (request: FastifyRequest) => {
      const list = pendingCleanups.get(request);
      if (!list) return;
      pendingCleanups.delete(request);
      await Promise.all(list.map((fn) => fn().catch(() => undefined)));
    };
    app.addHook('onResponse', finish);
    app.addHook('onRequestAbort', finish);

    const storage: Storage = storageFor(app.ctx.config);
    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const object = await storage.get(key);
      if (!object) {
        return reply.status(404).send({ success: false, message: 'File not found', code: 'NOT_FOUND' });
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-type', object.contentType)
        .header('content-length', object.size)
        .header('x-content-type-options', 'nosniff')
        .send(object.stream);
    });
  },
  { name: 'uploads' },
);
