/** The page's API port implemented with `@logo-dna/sdk` against this origin (managed auth, spec §1 and §6). */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { createClient } from '@logo-dna/sdk';
import type { AuthSnapshot, GeneratedImage, LogoDnaApi } from './api';

/** The project this server hosts (server PROJECT_ID; default `logo-dna`). */
export const PROJECT_ID: string = import.meta.env.VITE_PROJECT_ID ?? 'logo-dna';
export const HISTORY_LIMIT = 50;

interface ImageItem {
  url: string;
  svgUrl?: string;
  role?: string;
}

function toGeneratedImages(data: ReadonlyArray<ImageItem | string>): GeneratedImage[] {
  return data.map((item) => (typeof item === 'string' ? { url: item } : { url: item.url, svgUrl: item.svgUrl, role: item.role }));
}

export function createSdkApi(baseUrl: string = window.location.origin): LogoDnaApi {
  const client = createClient({ projectId: PROJECT_ID, baseUrl, authRequired: false, auth: { mode: 'managed' } });
  return {
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
      const { svg } = await client.ai.previewLogo({ brief: params.brief, signal: params.signal });
      return { svg };
    },
    createLogoSystem: (record) => client.db.logoSystems.create(record),
    updateLogoSystem: (id, patch) => client.db.logoSystems.update(id, patch),
    listLogoSystems: (userId) =>
      client.db.logoSystems.list({ where: { userId }, orderBy: { createdAt: 'desc' }, limit: HISTORY_LIMIT }) as Promise<
        LogoSystemRecord[]
      >,
    async exportBrandKit(brief) {
      // The kit endpoint answers with the zip itself, so it is fetched directly rather than through the JSON client.
      const token = await client.auth.getToken().catch(() => null);
      const response = await fetch(`${client.baseUrl}/api/kit/${encodeURIComponent(PROJECT_ID)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ brief }),
      });
      if (!response.ok) throw new Error(`Brand kit failed with HTTP ${response.status}`);
      return response.blob();
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
