import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import {
  assertKey,
  contentTypeForKey,
  isValidKey,
  type Storage,
  type StoredObject,
} from './storage-rules.js';

type S3Error = { name?: string; $metadata?: { httpStatusCode?: number } };

/** The HTTP status of an S3 error answer (undefined for a network failure). */
const statusOf = (error: unknown) => (error as S3Error | undefined)?.$metadata?.httpStatusCode;

/** True for the answers S3 gives when a key, an object or the bucket does not exist. */
function isMissing(error: unknown): boolean {
  const name = (error as S3Error | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

type Sdk = typeof import('@aws-sdk/client-s3');
type LibStorage = typeof import('@aws-sdk/lib-storage');
let sdkModules: Promise<[Sdk, LibStorage]> | undefined;
/** The AWS SDK is loaded on first use only (0.6 s and 23 MB that a server on local disk never pays). */
const loadSdk = () =>
  (sdkModules ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]));

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
  readonly bucket: string;
  private opened: Promise<{ sdk: Sdk; lib: LibStorage; client: S3Client }> | undefined;

  constructor(private readonly config: S3Config) {
    this.bucket = config.bucket;
  }

  private open() {
    this.opened ??= loadSdk().then(([sdk, lib]) => ({
      sdk,
      lib,
      client: new sdk.S3Client({
        region: this.config.region,
        endpoint: this.config.endpoint,
        forcePathStyle: this.config.forcePathStyle,
        credentials: this.config.credentials,
        // Checksums only where the API requires them: S3-compatible servers differ on the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.opened;
  }

  /** The SDK client (created on first use), for callers that need more than the four calls. */
  async client(): Promise<S3Client> {
    return (await this.open()).client;
  }

  /** Throws, with a reason fit for one start-up line, unless the bucket exists and these credentials reach it. */
  async check(): Promise<void> {
    const { sdk, client } = await this.open();
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (isMissing(error)) throw new Error('the bucket does not exist (create it first)');
      if (statusOf(error) === 403)
        throw new Error('access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)');
      throw error;
    }
  }

  async put(key: string, body: Buffer | Readable | { fromFile: string }): Promise<void> {
    assertKey(key);
    const { sdk, lib, client } = await this.open();
    const target = { Bucket: this.bucket, Key: key, ContentType: contentTypeForKey(key) };
    const inParts = async (stream: Readable) => {
      const upload = new lib.Upload({ client, params: { ...target, Body: stream }, partSize: PART_BYTES });
      await upload.done();
    };
    if (Buffer.isBuffer(body)) {
      await client.send(new sdk.PutObjectCommand({ ...target, Body: body, ContentLength: body.length }));
      return;
    }
    // Unknown length: lib-storage sends one PUT when it fits in a part, parts otherwise.
    if (body instanceof Readable) return inParts(body);
    const { size } = await fsp.stat(body.fromFile);
    const stream = fs.createReadStream(body.fromFile);
    try {
      if (size > PART_BYTES) await inParts(stream);
      else await client.send(new sdk.PutObjectCommand({ ...target, Body: stream, ContentLength: size }));
    } finally {
      stream.destroy();
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    const { sdk, client } = await this.open();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned a body that is not a stream');
      return { stream: object.Body, size: object.ContentLength ?? 0, contentType: contentTypeForKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    const { sdk, client } = await this.open();
    // S3 answers a delete of a missing key with success.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    const { sdk, client } = await this.open();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
