/**
 * A list read a page at a time, newest first ("Show more" appends the next page), that reloads from the top when
 * told to and takes local changes (a rename, a delete, a copy) without a reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page, PageParams } from '../../shared/api';

const PAGE_SIZE = 12;

interface PagedListState<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  total: number;
  /** A further page is being read. */
  loadingMore: boolean;
  /** The last "Show more" failed (the items already shown stay). */
  moreFailed: boolean;
}

export interface PagedList<T> extends PagedListState<T> {
  hasMore: boolean;
  loadMore: () => void;
  /** Replaces the item with the same key. */
  replace: (item: T) => void;
  remove: (key: string) => void;
  /** Puts a new item first (the newest). */
  prepend: (item: T) => void;
}

export interface PagedListOptions<T> {
  load: (page: PageParams) => Promise<Page<T>>;
  keyOf: (item: T) => string;
  /** Reads the list again from the top when it changes. */
  reloadKey: unknown;
  pageSize?: number;
}

export function usePagedList<T>({ load, keyOf, reloadKey, pageSize = PAGE_SIZE }: PagedListOptions<T>): PagedList<T> {
  const [state, setState] = useState<PagedListState<T>>({ status: 'loading', items: [], total: 0, loadingMore: false, moreFailed: false });
  // Answers to a read started before the latest reload are dropped.
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloadKey` is the reload signal
  useEffect(() => {
    const run = ++generation.current;
    loadRef
      .current({ offset: 0, limit: pageSize })
      .then((page) => {
        if (run === generation.current)
          setState({ status: 'ready', items: page.items, total: page.total, loadingMore: false, moreFailed: false });
      })
      .catch(() => run === generation.current && setState((current) => ({ ...current, status: 'error' })));
    return () => {
      generation.current += 1;
    };
  }, [reloadKey, pageSize]);

  // The state as last rendered, so "Show more" reads its offset without a side effect inside a state update.
  const latest = useRef(state);
  latest.current = state;
  // Set at once, so a second click in the same tick does not read the same page twice.
  const reading = useRef(false);
  const loadMore = useCallback(() => {
    const current = latest.current;
    if (reading.current || current.status !== 'ready') return;
    reading.current = true;
    const run = generation.current;
    setState((now) => ({ ...now, loadingMore: true, moreFailed: false }));
    loadRef
      .current({ offset: current.items.length, limit: pageSize })
      .then((page) => {
        if (run !== generation.current) return;
        setState((now) => {
          const known = new Set(now.items.map(keyOf));
          const fresh = page.items.filter((item) => !known.has(keyOf(item)));
          return { ...now, items: [...now.items, ...fresh], total: page.total, loadingMore: false, moreFailed: false };
        });
      })
      .catch(() => run === generation.current && setState((now) => ({ ...now, loadingMore: false, moreFailed: true })))
      .finally(() => {
        reading.current = false;
      });
  }, [keyOf, pageSize]);

  const replace = useCallback(
    (item: T) => setState((current) => ({ ...current, items: current.items.map((old) => (keyOf(old) === keyOf(item) ? item : old)) })),
    [keyOf],
  );
  const remove = useCallback(
    (key: string) =>
      setState((current) => {
        const items = current.items.filter((item) => keyOf(item) !== key);
        return { ...current, items, total: Math.max(items.length, current.total - (current.items.length - items.length)) };
      }),
    [keyOf],
  );
  const prepend = useCallback(
    (item: T) => setState((current) => ({ ...current, status: 'ready', items: [item, ...current.items], total: current.total + 1 })),
    [],
  );

  return { ...state, hasMore: state.items.length < state.total, loadMore, replace, remove, prepend };
}
