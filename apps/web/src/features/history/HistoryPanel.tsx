/**
 * "My logo systems": the signed-in user's saved systems, twelve at a time with the latest saved first; open one to
 * show it in the result view (with its versions), or rename, duplicate or delete it here.
 */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { useRef, useState } from 'react';
import { Button } from '../../shared/Button';
import type { LogoSystem } from '../generation/logo-system';
import { toSystemTitle } from '../versions/version-record';
import { ConfirmDialog } from './ConfirmDialog';
import { HistoryItem } from './HistoryItem';
import { useLogoHistory } from './use-logo-history';

export interface HistoryPanelProps {
  userId: string;
  /** Bumped after each save so the list reloads. */
  version: number;
  onOpen: (system: LogoSystem) => void;
}

export default function HistoryPanel({ userId, version, onOpen }: HistoryPanelProps) {
  const history = useLogoHistory(userId, version);
  const [deleting, setDeleting] = useState<LogoSystemRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const done = await history.deleteSystem(deleting);
    setBusy(false);
    setDeleting(null);
    // The item is gone: the list's heading takes the focus rather than the page.
    if (done) heading.current?.focus();
  }

  return (
    <section aria-labelledby="history-heading" className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="history-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
          My logo systems
        </h2>
        {history.status === 'ready' && history.total > 0 ? (
          <p className="text-sm text-muted">
            {history.items.length} of {history.total} shown
          </p>
        ) : null}
      </div>
      <div className="mt-4" aria-live="polite">
        {history.status === 'loading' ? <p className="text-sm text-muted">Loading your saved logo systems…</p> : null}
        {history.status === 'error' ? (
          <p className="text-sm text-red-700">Your saved logo systems could not be loaded. Reload the page to try again.</p>
        ) : null}
        {history.status === 'ready' && history.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
            Logo systems you generate while signed in are saved here.
          </p>
        ) : null}
      </div>
      {history.status === 'ready' && history.items.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {history.items.map((record) => (
            <HistoryItem
              key={record.id}
              record={record}
              onOpen={onOpen}
              onRename={history.rename}
              onDuplicate={history.duplicate}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      ) : null}
      {history.hasMore || history.moreFailed ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={history.loadMore} disabled={history.loadingMore} aria-busy={history.loadingMore}>
            {history.loadingMore ? 'Loading…' : 'Show more'}
          </Button>
          {history.moreFailed ? <p className="text-sm text-red-700">More could not be loaded. Try again.</p> : null}
        </div>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete “${toSystemTitle(deleting)}”?`}
          confirmLabel="Delete logo system"
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          The logo system, every version of it and their images are removed for good. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
