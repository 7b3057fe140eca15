/** S3-compatible driver (AWS S3, MinIO, R2, …) on @aws-sdk/client-s3, configured by an `s3://` URL. */

import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createByteLimit } from './byte-limit';
import { type ByteRange, type PutOptions, StorageConflictError, type StorageDriver, StorageLimitError, type StoredObject } from './driver';

export interface S3Location {
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  client: S3ClientConfig;
}

/**
 * Parses `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true[&accessKeyId=…&secretAccessKey=…]`.
 * Without keys in the URL the SDK's default chain applies (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, profiles, roles).
 */
export function parseS3Url(storageUrl: string): S3Location {
  const url = new URL(storageUrl);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error('STORAGE_URL must look like s3://bucket?region=…');
  const query = url.searchParams;
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const accessKeyId = query.get('accessKeyId') ?? undefined;
  const secretAccessKey = query.get('secretAccessKey') ?? undefined;
  const client: S3ClientConfig = {
    region: query.get('region') || 'us-east-1',
    forcePathStyle: query.get('forcePathStyle') === 'true',
    // Streaming checksum trailers (aws-chunked) are not understood by many S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(query.get('endpoint') ? { endpoint: query.get('endpoint') as string } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
  return { bucket: url.hostname, prefix: prefix ? `${prefix}/` : '', client };
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Collects a stream of unknown length, refusing it past `maxBytes` (S3 needs a length up front). */
async function collect(body: Readable, maxBytes: number | undefined): Promise<Buffer> {
  return buffer(maxBytes === undefined ? body : body.pipe(createByteLimit(maxBytes)));
}

export function createS3Driver(storageUrl: string): StorageDriver {
  const location = parseS3Url(storageUrl);
  const client = new S3Client(location.client);
  const Bucket = location.bucket;
  const keyOf = (key: string) => location.prefix + key;

  async function statOf(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType || 'application/octet-stream',
        etag: head.ETag ?? `"${head.ContentLength}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key: string, body: Readable | Uint8Array, options: PutOptions) {
      if (options.maxBytes !== undefined && options.contentLength !== undefined && options.contentLength > options.maxBytes) {
        throw new StorageLimitError(options.maxBytes);
      }
      // Conditional write is not honoured by every S3 clone, so the existence check runs first.
      if (options.ifNotExists && (await statOf(key))) throw new StorageConflictError(key);
      let payload: Readable | Uint8Array = body;
      if (body instanceof Readable) {
        payload = options.contentLength === undefined ? await collect(body, options.maxBytes) : body;
      }
      const length = payload instanceof Uint8Array ? payload.byteLength : options.contentLength;
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: payload, ContentType: options.contentType, ContentLength: length }),
      );
      const info = await statOf(key);
      if (!info) throw new Error('Stored object vanished');
      return info;
    },
    async get(key: string, range?: ByteRange) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        const size = range ? Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1] ?? object.ContentLength) : (object.ContentLength ?? 0);
        const info: StoredObject = {
          key,
          size,
          contentType: object.ContentType || 'application/octet-stream',
          etag: object.ETag ?? `"${size}"`,
          lastModified: object.LastModified ?? new Date(0),
        };
        return { info, body: object.Body as Readable };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    stat: statOf,
    async exists(key: string) {
      return (await statOf(key)) !== undefined;
    },
    async delete(key: string) {
      if (!(await statOf(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
      return true;
    },
    async list(prefix: string) {
      if (!prefix.endsWith('/')) throw new Error('A folder prefix ends with /');
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: keyOf(prefix), ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(location.prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
    },
  };
}
