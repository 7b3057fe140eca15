/**
 * A lazily loaded view that can load again. React's `lazy` keeps a failed import for good, so a view whose chunk could
 * not be fetched (offline, or a redeploy renamed it) would stay broken; `retry` fetches the code anew and, once it
 * arrives, the view renders it.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyView<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the view's code again; rejects when it still cannot be had. */
  retry(): Promise<void>;
  /** Starts fetching the code ahead of need (failures are left for the view to report). */
  preload(): void;
}

export function lazyView<P extends object>(load: Loader<P>): LazyView<P> {
  let Loaded: LazyExoticComponent<ComponentType<P>> = lazy(load);
  const View = ((props: P) => <Loaded {...(props as P & React.JSX.IntrinsicAttributes)} />) as LazyView<P>;
  View.retry = async () => {
    const module = await load();
    Loaded = lazy(async () => module);
  };
  View.preload = () => void load().catch(() => undefined);
  return View;
}
