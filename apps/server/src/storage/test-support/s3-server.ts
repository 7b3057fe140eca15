/** Starts s3rver on a free loopback port with a temp folder; tests point STORAGE_URL at it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** `s3://bucket?endpoint=…` with s3rver's fixed credentials. */
  storageUrl: string;
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = 'logo-dna-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'logo-dna-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const query = new URLSearchParams({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: 'true',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    storageUrl: `s3://${bucket}?${query}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
