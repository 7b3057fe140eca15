/** Loads the signed-in user's saved logo systems (newest first) and reloads when told a save happened. */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { useEffect, useState } from 'react';
import { useApi } from '../../shared/api-context';

export type HistoryState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; records: LogoSystemRecord[] };

/** Newest first even if the server ignored the order (ISO timestamps sort as text). */
export function sortNewestFirst(records: readonly LogoSystemRecord[]): LogoSystemRecord[] {
  return [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useLogoHistory(userId: string, version: number): HistoryState {
  const api = useApi();
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload signal
  useEffect(() => {
    let current = true;
    api
      .listLogoSystems(userId)
      .then((records) => current && setState({ status: 'ready', records: sortNewestFirst(records) }))
      .catch(() => current && setState({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [api, userId, version]);
  return state;
}
