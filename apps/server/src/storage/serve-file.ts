/** GET /storage/v1/{projectId}/{path}: public file serving with validators, ranges and safe rendering. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import parseRange from 'range-parser';
import type { Deps } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { checkProject } from './access';
import { parseFilename, toDownloadName } from './download';
import type { ByteRange, StoredObject } from './drivers/driver';
import { isInlineType } from './media-types';
import { parseObjectPath } from './object-path';
import type { StorageService } from './port';
import { PUBLIC_FILES_PREFIX } from './service';

/**
 * Files are user content on the API origin: nothing may run. The CSP blocks scripts and sandboxes the
 * document yet lets an SVG's inline styles apply, so `<img src>` of a logo renders normally.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Server-generated assets never change under the same key, but one with a retention (a screenshot) is cached no
 * longer than it is kept; user files may be overwritten with upsert.
 */
function cacheControlOf(key: string, expiresInMs: number | undefined): string {
  if (expiresInMs !== undefined) return `public, max-age=${Math.max(0, Math.floor(expiresInMs / 1000))}`;
  return key.startsWith('generated/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate';
}

/** Milliseconds a generated file with a retention has left (undefined when it is kept); 404 once it has expired. */
async function timeLeftOf(storage: StorageService, key: string, now: number): Promise<number | undefined> {
  if (!key.startsWith('generated/')) return undefined;
  const expiresAt = await storage.generated.expiryOf(key);
  if (expiresAt === null || expiresAt === undefined) return undefined;
  // Swept soon; until then it is gone for every reader.
  if (expiresAt <= now) throw notFound('File not found', 'FILE_NOT_FOUND');
  return expiresAt - now;
}

/** RFC 6266 / RFC 8187 header with an ASCII fallback name. */
function toContentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** `download` is the name to save the file under (an attachment), undefined to show it inline when its type is safe. */
function setFileHeaders(reply: FastifyReply, info: StoredObject, download: string | undefined, expiresInMs: number | undefined): void {
  const name = download ?? info.key.slice(info.key.lastIndexOf('/') + 1);
  const inline = download === undefined && isInlineType(info.contentType);
  reply.headers({
    'content-type': info.contentType.startsWith('text/') ? `${info.contentType}; charset=utf-8` : info.contentType,
    etag: info.etag,
    'last-modified': info.lastModified.toUTCString(),
    'cache-control': cacheControlOf(info.key, expiresInMs),
    'accept-ranges': 'bytes',
    'content-security-policy': FILE_CSP,
    'cross-origin-resource-policy': 'cross-origin',
    'content-disposition': toContentDisposition(inline ? 'inline' : 'attachment', name),
  });
}

/** A single satisfiable range, 'unsatisfiable', or undefined for the whole file (multi-range is served whole). */
function pickRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

export function serveFileRoute(app: FastifyInstance, deps: Deps, storage: StorageService): void {
  app.get<{ Params: { projectId: string; '*': string }; Querystring: { download?: unknown } }>(
    `${PUBLIC_FILES_PREFIX}/:projectId/*`,
    async (request, reply) => {
      checkProject(request.params.projectId, deps.config.projectId, 'File not found');
      const key = parseObjectPath(request.params['*']);
      const requested = request.query.download === undefined ? undefined : parseFilename(request.query.download);
      const expiresInMs = await timeLeftOf(storage, key, deps.now());
      const info = await storage.statOrDerive(key);
      if (!info) throw notFound('File not found', 'FILE_NOT_FOUND');
      // `?download` (even empty) asks for an attachment; its name keeps the stored type's extension.
      const download = request.query.download === undefined ? undefined : await toDownloadName(requested, info);
      setFileHeaders(reply, info, download, expiresInMs);
      if (request.headers['if-none-match'] === info.etag) return reply.status(304).send();
      const range = pickRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        throw new HttpError(416, 'RANGE_NOT_SATISFIABLE', 'Requested range not satisfiable', undefined, {
          'content-range': `bytes */${info.size}`,
        });
      }
      const object = await storage.driver.get(key, range);
      if (!object) throw notFound('File not found', 'FILE_NOT_FOUND');
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
        reply.header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', info.size);
      }
      return reply.send(object.body);
    },
  );
}
