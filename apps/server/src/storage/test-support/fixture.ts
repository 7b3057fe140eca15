/** A real test server per storage driver, with bearer headers for the service key and two users. */
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { createTestServer, type TestServer } from '../../test/harness';
import { toMultipart, type UploadParts } from './multipart';
import { startTestS3Server, type TestS3Server } from './s3-server';

export type DriverKind = 'local' | 's3';
export const DRIVER_KINDS: DriverKind[] = ['local', 's3'];

export interface StorageFixture {
  server: TestServer;
  projectId: string;
  auth: { service: Record<string, string>; alice: Record<string, string>; bob: Record<string, string>; anonymous: Record<string, string> };
  upload(parts: UploadParts, headers?: Record<string, string>): Promise<InjectResponse>;
  close(): Promise<void>;
}

export async function createStorageFixture(kind: DriverKind): Promise<StorageFixture> {
  let s3: TestS3Server | undefined;
  if (kind === 's3') s3 = await startTestS3Server();
  const server = await createTestServer(s3 ? { env: { STORAGE_URL: s3.storageUrl } } : {});
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const tokenFor = (userId: string) => server.deps.tokens.sign({ userId, email: `${userId}@example.com`, role: 'authenticated' });
  const auth = {
    service: bearer(server.serviceKey),
    alice: bearer(await tokenFor('alice')),
    bob: bearer(await tokenFor('bob')),
    anonymous: {},
  };
  const projectId = server.config.projectId;
  return {
    server,
    projectId,
    auth,
    async upload(parts, headers = auth.service) {
      const body = await toMultipart(parts);
      return server.app.inject({
        method: 'POST',
        url: `/api/storage/${projectId}/upload`,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    },
    async close() {
      await server.close();
      await s3?.close();
    },
  };
}
