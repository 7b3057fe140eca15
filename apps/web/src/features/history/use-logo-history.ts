/**
 * My logo systems: the signed-in user's saved systems a page at a time, the latest saved first, with rename,
 * duplicate and delete. Each action changes the list in place and says what happened.
 */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { useCallback } from 'react';
import { useApi } from '../../shared/api-context';
import { notifyError, notifySuccess } from '../../shared/notify';
import { duplicateSystem } from '../versions/duplicate-system';
import { toSystemTitle } from '../versions/version-record';
import { type PagedList, usePagedList } from './use-paged-list';

const HISTORY_MESSAGES = {
  renamed: (title: string) => `Renamed to “${title}”.`,
  renameFailed: 'The logo system could not be renamed. Please try again.',
  duplicated: (title: string) => `Saved a copy: “${title}”.`,
  duplicateFailed: 'The logo system could not be duplicated. Please try again.',
  deleted: (title: string) => `“${title}” and its versions are deleted.`,
  deleteFailed: 'The logo system could not be deleted. Please try again.',
} as const;

const keyOf = (record: LogoSystemRecord) => record.id;

export interface LogoHistory extends PagedList<LogoSystemRecord> {
  /** Each resolves true when done, false when refused (the user has been told). */
  rename: (record: LogoSystemRecord, title: string) => Promise<boolean>;
  duplicate: (record: LogoSystemRecord) => Promise<boolean>;
  deleteSystem: (record: LogoSystemRecord) => Promise<boolean>;
}

export function useLogoHistory(userId: string, version: number): LogoHistory {
  const api = useApi();
  const load = useCallback((page: Parameters<typeof api.listLogoSystems>[1]) => api.listLogoSystems(userId, page), [api, userId]);
  const list = usePagedList({ load, keyOf, reloadKey: `${userId}:${version}` });
  const { replace, prepend, remove } = list;

  const rename = useCallback(
    async (record: LogoSystemRecord, title: string) => {
      try {
        const saved = await api.renameLogoSystem(record.id, title);
        replace({ ...record, title: saved.title ?? title });
        notifySuccess(HISTORY_MESSAGES.renamed(title));
        return true;
      } catch {
        notifyError(HISTORY_MESSAGES.renameFailed);
        return false;
      }
    },
    [api, replace],
  );

  const duplicate = useCallback(
    async (record: LogoSystemRecord) => {
      try {
        const copy = await duplicateSystem({ api, record });
        prepend(copy);
        notifySuccess(HISTORY_MESSAGES.duplicated(toSystemTitle(copy)));
        return true;
      } catch {
        notifyError(HISTORY_MESSAGES.duplicateFailed);
        return false;
      }
    },
    [api, prepend],
  );

  const deleteSystem = useCallback(
    async (record: LogoSystemRecord) => {
      try {
        await api.deleteLogoSystem(record.id);
        remove(record.id);
        notifySuccess(HISTORY_MESSAGES.deleted(toSystemTitle(record)));
        return true;
      } catch {
        notifyError(HISTORY_MESSAGES.deleteFailed);
        return false;
      }
    },
    [api, remove],
  );

  return { ...list, rename, duplicate, deleteSystem };
}
