/** The same behaviour table for both drivers: local folder and S3 (against s3rver). */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../test-support/s3-server';
import { isStorageConflictError, isStorageLimitError, type StorageDriver } from './driver';
import { createLocalDriver } from './local-driver';
import { createS3Driver, parseS3Url } from './s3-driver';

const folder = mkdtempSync(join(tmpdir(), 'logo-dna-local-'));
let s3: TestS3Server;
const drivers: Record<'local' | 's3', StorageDriver> = {} as Record<'local' | 's3', StorageDriver>;

beforeAll(async () => {
  s3 = await startTestS3Server();
  drivers.local = await createLocalDriver(folder);
  drivers.s3 = createS3Driver(s3.storageUrl);
});

afterAll(async () => {
  await drivers.s3?.close();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('%s driver', (kind) => {
  const driver = () => drivers[kind];

  it('stores bytes and a stream, then stats, reads, ranges and deletes them', async () => {
    const stored = await driver().put('a/b/hello.txt', new TextEncoder().encode('hello world'), { contentType: 'text/plain' });
    expect(stored).toMatchObject({ key: 'a/b/hello.txt', size: 11, contentType: 'text/plain' });
    await driver().put('a/streamed.txt', Readable.from(['abc', 'def']), { contentType: 'text/plain', maxBytes: 10 });
    expect((await driver().stat('a/streamed.txt'))?.size).toBe(6);
    const whole = await driver().get('a/b/hello.txt');
    expect(await text(whole!.body)).toBe('hello world');
    const part = await driver().get('a/b/hello.txt', { start: 6, end: 10 });
    expect(await text(part!.body)).toBe('world');
    expect(part!.info.size).toBe(11);
    expect(await driver().exists('a/b/hello.txt')).toBe(true);
    expect(await driver().delete('a/b/hello.txt')).toBe(true);
    expect(await driver().delete('a/b/hello.txt')).toBe(false);
    expect(await driver().exists('a/b/hello.txt')).toBe(false);
    expect(await driver().get('a/b/hello.txt')).toBeUndefined();
  });

  it('refuses a stream past maxBytes and leaves nothing behind', async () => {
    const body = Readable.from([Buffer.alloc(6), Buffer.alloc(6)]);
    const attempt = driver().put('limit/too-big.bin', body, { contentType: 'application/octet-stream', maxBytes: 10 });
    await expect(attempt).rejects.toSatisfy(isStorageLimitError);
    expect(await driver().exists('limit/too-big.bin')).toBe(false);
    if (kind === 'local') expect(readdirSync(join(folder, '.tmp'))).toEqual([]);
  });

  it('keeps the first object when ifNotExists is set, overwrites otherwise', async () => {
    await driver().put('dup/one.txt', new TextEncoder().encode('first'), { contentType: 'text/plain' });
    const again = driver().put('dup/one.txt', new TextEncoder().encode('second'), { contentType: 'text/plain', ifNotExists: true });
    await expect(again).rejects.toSatisfy(isStorageConflictError);
    expect(await text((await driver().get('dup/one.txt'))!.body)).toBe('first');
    await driver().put('dup/one.txt', new TextEncoder().encode('third'), { contentType: 'text/plain' });
    expect(await text((await driver().get('dup/one.txt'))!.body)).toBe('third');
  });

  it('lists the keys under a folder, nested ones included, and nothing for a missing folder', async () => {
    for (const key of ['listed/one.svg', 'listed/two.png', 'listed/deep/three.txt', 'listed-not/four.txt']) {
      await driver().put(key, new TextEncoder().encode(key), { contentType: 'text/plain' });
    }
    expect(await driver().list('listed/')).toEqual(['listed/deep/three.txt', 'listed/one.svg', 'listed/two.png']);
    expect(await driver().list('nothing-here/')).toEqual([]);
    await expect(driver().list('listed')).rejects.toThrow('A folder prefix ends with /');
  });
});

describe('local driver key safety', () => {
  it.each(['../escape.txt', 'a/../../escape.txt', '/abs.txt', 'a//b.txt', '.tmp/x', 'a\\b.txt'])('refuses %s', async (key) => {
    await expect(drivers.local.put(key, new Uint8Array([1]), { contentType: 'application/octet-stream' })).rejects.toThrow(
      'Unsafe storage key',
    );
  });
});

describe('parseS3Url', () => {
  const CHECKSUMS = { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' };

  it('reads bucket, prefix, endpoint, region, path style and keys', () => {
    const parsed = parseS3Url(
      's3://brand-files/prod/?endpoint=http://minio:9000&region=eu-west-1&forcePathStyle=true&accessKeyId=k&secretAccessKey=s',
    );
    expect(parsed).toEqual({
      bucket: 'brand-files',
      prefix: 'prod/',
      client: {
        region: 'eu-west-1',
        forcePathStyle: true,
        ...CHECKSUMS,
        endpoint: 'http://minio:9000',
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      },
    });
  });

  it('defaults the region and leaves credentials to the SDK chain', () => {
    expect(parseS3Url('s3://b')).toEqual({ bucket: 'b', prefix: '', client: { region: 'us-east-1', forcePathStyle: false, ...CHECKSUMS } });
  });
});
