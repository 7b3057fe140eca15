/** Storage routes (protocol.md §6): upload, download, remove, and public file serving. */

import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@logo-dna/protocol';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { downloadRoute } from './download';
import { createStorageQuota } from './quota';
import { removeRoute } from './remove';
import { serveFileRoute } from './serve-file';
import { uploadRoute } from './upload';

export async function storageRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(multipart, {
    // The byte cap is enforced by the upload spool; the plugin's own limit is a backstop one byte above it.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, parts: 6, fieldSize: 4096, headerPairs: 50 },
  });
  const quota = createStorageQuota(deps.db, deps.config.storageLimits, deps.now);
  await uploadRoute(app, deps, deps.storage, quota);
  downloadRoute(app, deps, deps.storage);
  removeRoute(app, deps, deps.storage, quota);
  serveFileRoute(app, deps, deps.storage);
}
