/** The page's API port implemented with `@logo-dna/sdk` against this origin (managed auth, spec §1 and §6). */
import type { LogoSystemRecord, PollEvent } from '@logo-dna/protocol';
import { createClient, type LogoDnaClient } from '@logo-dna/sdk';
import {
  ApiError,
  type AuthSnapshot,
  type ExportBrandKitOptions,
  type GeneratedImage,
  type LogoDnaApi,
  type LogoSystemVersion,
  type SharingApi,
} from './api';

/** The project this server hosts (server PROJECT_ID; default `logo-dna`). */
export const PROJECT_ID: string = import.meta.env.VITE_PROJECT_ID ?? 'logo-dna';
/** A page when the caller names none. */
const DEFAULT_PAGE = { offset: 0, limit: 12 } as const;

/** A logo_system_versions row as the SDK returns it: the record is JSON text. */
interface VersionRow extends Omit<LogoSystemVersion, 'record'> {
  record: string;
}

/** The saved row as the page keeps it: `restoredFrom` only tells the server which version a save restores. */
function toSavedRecord({ restoredFrom: _restoredFrom, ...record }: LogoSystemRecord): LogoSystemRecord {
  return record;
}

function toVersion(row: VersionRow): LogoSystemVersion {
  return { ...row, record: JSON.parse(row.record) as LogoSystemRecord, restoredFrom: row.restoredFrom ?? null };
}

/** Reads a response body, reporting the bytes as they arrive. */
async function readWithProgress(response: Response, options: ExportBrandKitOptions): Promise<Blob> {
  const { onProgress } = options;
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ phase: 'downloading', loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ phase: 'downloading', loaded, total });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/zip' });
}

interface ImageItem {
  url: string;
  svgUrl?: string;
  role?: string;
}

function toGeneratedImages(data: ReadonlyArray<ImageItem | string>): GeneratedImage[] {
  return data.map((item) => (typeof item === 'string' ? { url: item } : { url: item.url, svgUrl: item.svgUrl, role: item.role }));
}

/** A refusal as the page reads it: the HTTP status and the server's code (SDK errors carry both). */
function toApiError(error: unknown): Error {
  const { status, code, message } = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown };
  return new ApiError(
    typeof status === 'number' ? status : 0,
    typeof code === 'string' ? code : 'NETWORK_ERROR',
    typeof message === 'string' && message ? message : 'The server could not be reached. Please try again.',
  );
}

/** The SDK's sharing module with its refusals as ApiErrors. */
function createSharingApi(sharing: LogoDnaClient['sharing']): SharingApi {
  const mapped =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw toApiError(error);
      }
    };
  return {
    createPoll: mapped(sharing.createPoll),
    getPoll: mapped(sharing.getPoll),
    setPollStatus: mapped(sharing.setPollStatus),
    revokePoll: mapped(sharing.revokePoll),
    followPoll(channel, onEvent) {
      let stopped = false;
      let stop: (() => Promise<void>) | null = null;
      sharing
        .followPoll(channel, (event: PollEvent) => {
          if (!stopped) onEvent(event);
        })
        .then((unsubscribe) => {
          if (stopped) void unsubscribe();
          else stop = unsubscribe;
        })
        .catch(() => {
          // Without the live channel the panel still shows what a reload fetches.
        });
      return () => {
        stopped = true;
        void stop?.();
      };
    },
    getPublicPoll: mapped(sharing.getPublicPoll),
    vote: mapped(sharing.vote),
    comment: mapped(sharing.comment),
  };
}

export function createSdkApi(baseUrl: string = window.location.origin): LogoDnaApi {
  const client = createClient({ projectId: PROJECT_ID, baseUrl, authRequired: false, auth: { mode: 'managed' } });
  const versions = client.db.table<VersionRow>('logoSystemVersions');
  const bearer = async (): Promise<Record<string, string>> => {
    const token = await client.auth.getToken().catch(() => null);
    return token ? { authorization: `Bearer ${token}` } : {};
  };
  return {
    sharing: createSharingApi(client.sharing),
    async generateObject<T>(params: Parameters<LogoDnaApi['generateObject']>[0]) {
      const response = await client.ai.generateObject({
        prompt: params.prompt,
        schema: params.schema,
        brief: params.brief,
        signal: params.signal,
      });
      return response.object as T;
    },
    async generateImage(params) {
      const response = await client.ai.generateImage({ prompt: params.prompt, n: params.n, brief: params.brief, signal: params.signal });
      return toGeneratedImages(response.data as ReadonlyArray<ImageItem | string>);
    },
    async previewLogo(params) {
      const { svg, ground } = await client.ai.previewLogo({ brief: params.brief, signal: params.signal });
      return { svg, ground };
    },
    // The server records each save as a version in the save's own transaction; a restore names the version it restores.
    createLogoSystem: async (record, options = {}) =>
      toSavedRecord(await client.db.logoSystems.create({ ...record, restoredFrom: options.restoredFrom ?? null })),
    updateLogoSystem: async (id, patch, options = {}) =>
      toSavedRecord(await client.db.logoSystems.update(id, { ...patch, restoredFrom: options.restoredFrom ?? null })),
    async listLogoSystems(userId, page = DEFAULT_PAGE) {
      const where = { userId };
      // The latest save first; the id breaks ties, so pages never overlap.
      const orderBy = 'updatedAt.desc,id.desc';
      const [items, total] = await Promise.all([
        client.db.logoSystems.list({ where, orderBy, limit: page.limit, offset: page.offset }),
        client.db.logoSystems.count({ where }),
      ]);
      return { items: items.map(toSavedRecord), total };
    },
    renameLogoSystem: async (id, title) => toSavedRecord(await client.db.logoSystems.update(id, { title })),
    async deleteLogoSystem(id) {
      // Not the table API: this endpoint also removes the system's versions and the images only it shows.
      const response = await fetch(`${client.baseUrl}/api/systems/${encodeURIComponent(PROJECT_ID)}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: await bearer(),
      });
      if (!response.ok) throw new Error(`Delete failed with HTTP ${response.status}`);
    },
    async listLogoSystemVersions(systemId, page) {
      const where = { systemId };
      const [rows, total] = await Promise.all([
        versions.list({ where, orderBy: 'createdAt.desc,id.desc', limit: page.limit, offset: page.offset }),
        versions.count({ where }),
      ]);
      return { items: rows.map(toVersion), total };
    },
    async exportBrandKit(brief, options = {}) {
      // The kit endpoint answers with the zip itself, so it is fetched directly rather than through the JSON client.
      options.onProgress?.({ phase: 'building' });
      const response = await fetch(`${client.baseUrl}/api/kit/${encodeURIComponent(PROJECT_ID)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await bearer()) },
        body: JSON.stringify({ brief, ...(options.contact ? { contact: options.contact } : {}) }),
        signal: options.signal,
      });
      if (!response.ok) throw new Error(`Brand kit failed with HTTP ${response.status}`);
      return readWithProgress(response, options);
    },
    async fetchFile(url) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Download failed with HTTP ${response.status}`);
      return response.blob();
    },
    auth: {
      subscribe(listener) {
        return client.auth.onAuthStateChanged((state) => {
          const snapshot: AuthSnapshot = state.isLoading
            ? { status: 'loading', user: null }
            : state.user
              ? {
                  status: 'authenticated',
                  user: { id: state.user.id, email: state.user.email, displayName: state.user.displayName ?? undefined },
                }
              : { status: 'anonymous', user: null };
          listener(snapshot);
        });
      },
      signIn: () => client.auth.login(),
      signOut: async () => {
        await client.auth.signOut();
      },
    },
  };
}
