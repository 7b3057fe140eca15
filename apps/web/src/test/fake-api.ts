/** An in-memory LogoDnaApi for component tests: records every call and answers like the builtin provider. */
import type { LogoSystemRecord, StrategyResult } from '@logo-dna/protocol';
import { toThumbnailUrl } from '../features/versions/version-record';
import type {
  AuthSnapshot,
  GenerateImageParams,
  GenerateObjectParams,
  LogoDnaApi,
  LogoSystemVersion,
  PageParams,
  PreviewLogoParams,
  SaveOptions,
} from '../shared/api';

interface FakeApiCall {
  method: string;
  params: unknown;
}

export const FAKE_STRATEGY: StrategyResult = {
  positioning: 'Northwind roasts small batches for the cafés on its own street.',
  concepts: ['A compass rose', 'A rising steam line', 'A roasting drum'],
  selectedConcept: 'A compass rose drawn from a single coffee bean',
  rationale: 'The compass speaks of direction and neighbourhood.',
};

const SYSTEM_ROLES = ['primary', 'monochrome', 'horizontal', 'stacked', 'icon', 'reversed'];

const FAKE_COLORS = { primary: '#1B5FAA', secondary: '#E03A2F', accent: '#F5C400', neutral: '#111111' };

/** The palette the builtin engine answers when the schema asks for its record too. */
export const FAKE_PALETTE = {
  ...FAKE_COLORS,
  swatches: [
    { role: 'primary', name: 'Denim', hex: '#1B5FAA' },
    { role: 'secondary', name: 'Signal Red', hex: '#E03A2F' },
    { role: 'accent', name: 'Old Gold', hex: '#F5C400' },
    { role: 'neutral', name: 'Jet Black', hex: '#111111' },
    { role: 'background', name: 'Paper White', hex: '#FFFFFF' },
  ],
  grounds: { light: '#FFFFFF', dark: '#111111' },
  contrastPairs: [
    { foreground: '#1B5FAA', background: '#FFFFFF', ratio: 6.51, minimum: 4.5, use: 'text' },
    { foreground: '#E03A2F', background: '#FFFFFF', ratio: 4.5, minimum: 4.5, use: 'text' },
    { foreground: '#F5C400', background: '#FFFFFF', ratio: 1.63, minimum: 1.5, use: 'graphic' },
    { foreground: '#111111', background: '#FFFFFF', ratio: 18.88, minimum: 4.5, use: 'text' },
    { foreground: '#FFFFFF', background: '#111111', ratio: 18.88, minimum: 4.5, use: 'text' },
  ],
};

/** The SVG the fake draws for a direction: one per designer, seed and variant. */
export function fakePreviewSvg(designerId: string, seed: number, variant: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" data-direction="${designerId}/${seed}/${variant}"><rect width="10" height="10"/></svg>`;
}

export interface FakeApiOptions {
  user?: AuthSnapshot;
  failOn?: string;
  /** What the failing call throws (default: a plain Error). */
  failWith?: unknown;
  records?: LogoSystemRecord[];
  versions?: LogoSystemVersion[];
  /** The clock of saves and versions (default: the real one). */
  now?: () => Date;
}

const pageOf = <T>(rows: T[], page: PageParams = { offset: 0, limit: 12 }) => ({
  items: rows.slice(page.offset, page.offset + page.limit),
  total: rows.length,
});

export function createFakeApi(options: FakeApiOptions = {}) {
  const calls: FakeApiCall[] = [];
  const records = [...(options.records ?? [])];
  const versions = [...(options.versions ?? [])];
  const now = options.now ?? (() => new Date());
  let imageBatch = 0;
  let versionCount = versions.length;
  const record = (method: string, params: unknown) => {
    calls.push({ method, params });
    if (options.failOn === method) throw options.failWith ?? new Error(`${method} failed`);
  };
  /**
   * What the server does with every save: records the saved row as a version, without the owner's details (they are
   * not part of the design); a save that changes nothing but the title or the details records none.
   */
  const recordVersion = (saved: LogoSystemRecord, saveOptions: SaveOptions = {}, patch?: Record<string, unknown>) => {
    if (patch && !saveOptions.restoredFrom && Object.keys(patch).every((key) => key === 'title' || key === 'contact')) return;
    const { contact: _contact, ...design } = saved;
    versionCount += 1;
    versions.push({
      id: `version_${versionCount}`,
      systemId: saved.id,
      userId: saved.userId,
      record: design,
      thumbnailUrl: toThumbnailUrl(saved.primaryLogoUrl),
      restoredFrom: saveOptions.restoredFrom ?? null,
      createdAt: now().toISOString(),
    });
  };
  const api: LogoDnaApi = {
    async generateObject<T>(params: GenerateObjectParams) {
      record('generateObject', params);
      const keys = Object.keys(params.schema.properties ?? {});
      if (keys.includes('positioning')) return FAKE_STRATEGY as T;
      if (keys.includes('primary')) return (keys.includes('swatches') ? FAKE_PALETTE : FAKE_COLORS) as T;
      return { display: { family: 'Jost' }, support: 'DM Sans' } as T;
    },
    async generateImage(params: GenerateImageParams) {
      record('generateImage', params);
      imageBatch += 1;
      const roles = params.n === 2 ? ['primary', 'horizontal'] : SYSTEM_ROLES.slice(0, params.n);
      return roles.map((role) => ({
        url: `https://cdn.test/${imageBatch}/${role}.png`,
        svgUrl: `https://cdn.test/${imageBatch}/${role}.svg`,
      }));
    },
    async previewLogo(params: PreviewLogoParams) {
      record('previewLogo', params);
      const { designerId, seed, variant = 0 } = params.brief;
      return { svg: fakePreviewSvg(designerId, seed, variant), ground: '#FFFFFF' };
    },
    async createLogoSystem(row, saveOptions) {
      record('createLogoSystem', row);
      records.push(row);
      recordVersion(row, saveOptions);
      return row;
    },
    async updateLogoSystem(id, patch, saveOptions) {
      record('updateLogoSystem', { id, patch });
      const index = records.findIndex((row) => row.id === id);
      const next = { ...records[index]!, ...patch };
      records[index] = next;
      recordVersion(next, saveOptions, patch);
      return next;
    },
    async listLogoSystems(userId, page) {
      record('listLogoSystems', { userId, page });
      const own = records.filter((row) => row.userId === userId);
      // The latest save first, as the server orders them.
      own.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
      return pageOf(own, page);
    },
    async renameLogoSystem(id, title) {
      record('renameLogoSystem', { id, title });
      const index = records.findIndex((row) => row.id === id);
      if (index < 0) throw new Error(`Record with id ${id} not found`);
      const next = { ...records[index]!, title };
      records[index] = next;
      return next;
    },
    async deleteLogoSystem(id) {
      record('deleteLogoSystem', id);
      const index = records.findIndex((row) => row.id === id);
      if (index < 0) throw new Error('Logo system not found');
      records.splice(index, 1);
      for (let at = versions.length - 1; at >= 0; at--) if (versions[at]!.systemId === id) versions.splice(at, 1);
    },
    async listLogoSystemVersions(systemId, page) {
      record('listLogoSystemVersions', { systemId, page });
      const own = versions.filter((version) => version.systemId === systemId);
      own.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
      return pageOf(own, page);
    },
    async fetchFile(url) {
      record('fetchFile', url);
      return new Blob(['png'], { type: 'image/png' });
    },
    auth: {
      subscribe(listener) {
        listener(options.user ?? { status: 'anonymous', user: null });
        return () => undefined;
      },
      signIn: () => record('signIn', null),
      signOut: async () => record('signOut', null),
    },
  };
  return { api, calls, records, versions };
}
