import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.js';
import { assertKey, contentTypeForKey, isValidKey, type Storage, type StoredObject } from './storage.js';

/** True for the answers S3 gives when a key (or the object behind it) does not exist. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/** Streams larger than this go up in parts (lib-storage's Upload); the parts are this size. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Uploads in an S3-compatible bucket (AWS S3, Ceph RGW, MinIO, Garage...), selected by S3_BUCKET.
 * Same keys and key validation as the local folder; reads and writes stream (a file or a stream is
 * never held in memory whole). Objects are written without an ACL, so they stay as private as the
 * bucket: every file, public or not, reaches a browser only through the app's routes
 * (`/uploads/*` refuses private keys such as `inquiries/...`); no public or presigned URL is made.
 * A PUT is atomic in S3 (readers see the old object or the whole new one), as the folder's rename is.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where the API requires them: S3-compatible servers differ on the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable | { fromFile: string }): Promise<void> {
    assertKey(key);
    const target = { Bucket: this.bucket, Key: key, ContentType: contentTypeForKey(key) };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: body.length }));
      return;
    }
    if (body instanceof Readable) {
      // Unknown length: multipart when it is large, one PUT otherwise (lib-storage decides).
      await new Upload({
        client: this.client,
        params: { ...target, Body: body },
        partSize: PART_BYTES,
      }).done();
      return;
    }
    const { size } = await fsp.stat(body.fromFile);
    if (size > PART_BYTES) {
      const stream = fs.createReadStream(body.fromFile);
      await new Upload({
        client: this.client,
        params: { ...target, Body: stream },
        partSize: PART_BYTES,
      }).done();
      return;
    }
    const stream = fs.createReadStream(body.fromFile);
    try {
      await this.client.send(new PutObjectCommand({ ...target, Body: stream, ContentLength: size }));
    } finally {
      stream.destroy();
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned a body that is not a stream');
      return { stream: object.Body, size: object.ContentLength ?? 0, contentType: contentTypeForKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    // S3 answers a delete of a missing key with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
