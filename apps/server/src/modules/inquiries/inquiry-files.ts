import { randomUUID } from 'node:crypto';
import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@market/domain';
import type { AppContext } from '../../context.js';
import { deleteKeys, PRIVATE_KEY_PREFIXES, storageFor } from '../../lib/storage.js';

/** A file the route read from the form (temporary file, type detected from its content). */
export type IncomingFile = { path: string; filename: string; mimeType: string; ext: string; size: number };

/** The multipart rule of a message's files: up to 5, 5MB each, images or PDF by content. */
export const MESSAGE_FORM = {
  files: {
    attachments: {
      max: INQUIRY_LIMITS.attachmentsPerMessage,
      maxBytes: INQUIRY_LIMITS.attachmentMaxBytes,
      types: INQUIRY_LIMITS.attachmentTypes,
      typeMessage: INQUIRY_MESSAGES.attachmentType,
      sizeMessage: INQUIRY_MESSAGES.attachmentSize,
      countMessage: INQUIRY_MESSAGES.attachmentCount,
    },
  },
  maxFields: 10,
  maxFieldBytes: 64 * 1024,
};

/** Where inquiry files live: a private prefix the public `/uploads/*` route refuses. */
export const PRIVATE_PREFIX = PRIVATE_KEY_PREFIXES[0];

export type StoredFile = { key: string; filename: string; mimeType: string; size: number };

/** The file name shown: the client's name without folders, trimmed to 200 characters. */
const displayName = (name: string, ext: string) => {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || `attachment.${ext}`).slice(0, 200);
};

/** Copies the temporary files into storage under random keys; the caller records them or removes them. */
export async function storeFiles(ctx: AppContext, files: IncomingFile[]): Promise<StoredFile[]> {
  const storage = storageFor(ctx.config);
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const key = `${PRIVATE_PREFIX}${randomUUID()}.${file.ext}`;
      await storage.put(key, { fromFile: file.path });
      stored.push({
        key,
        filename: displayName(file.filename, file.ext),
        mimeType: file.mimeType,
        size: file.size,
      });
    }
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
  return stored;
}

export async function removeFiles(ctx: AppContext, files: StoredFile[]): Promise<void> {
  if (files.length > 0)
    await deleteKeys(
      storageFor(ctx.config),
      files.map((f) => f.key),
    );
}

export async function openStoredFile(ctx: AppContext, key: string) {
  return storageFor(ctx.config).get(key);
}
