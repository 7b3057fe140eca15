/** Duplicate: a new system with the same design (its seed and variant), saved as its own first version. */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import type { LogoDnaApi } from '../../shared/api';
import { createLogoSystemId } from '../generation/build-record';
import { toLogoSystem } from '../generation/logo-system';
import { toSystemTitle } from './version-record';

export interface DuplicateSystemParams {
  api: LogoDnaApi;
  record: LogoSystemRecord;
  now?: () => Date;
}

/** Longest title a duplicate gets before its " (copy)" suffix. */
const TITLE_ROOM = 72;

export function toCopyTitle(record: LogoSystemRecord): string {
  const title = toSystemTitle(record);
  return `${title.length > TITLE_ROOM ? `${title.slice(0, TITLE_ROOM).trimEnd()}…` : title} (copy)`;
}

export async function duplicateSystem({ api, record, now = () => new Date() }: DuplicateSystemParams): Promise<LogoSystemRecord> {
  const at = now();
  const timestamp = at.toISOString();
  // The seed of a reopened system derives from its id unless stored: the copy stores it, so it is the same design.
  const { brief } = toLogoSystem(record);
  return api.createLogoSystem({
    ...record,
    id: createLogoSystemId(at),
    title: toCopyTitle(record),
    seed: brief.seed,
    variant: brief.variant ?? 0,
    createdAt: timestamp,
    updatedAt: timestamp,
  });
}
