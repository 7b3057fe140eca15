/**
 * The versions of the system on screen, newest first and twelve at a time: each save with its time, a thumbnail and
 * how it came to be. Restoring one makes it current (saved as a new version, so the state it replaces stays here too).
 */
import { History, RotateCcw } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { LogoSystemVersion, PageParams } from '../../shared/api';
import { useApi } from '../../shared/api-context';
import { Button } from '../../shared/Button';
import { notifyError, notifySuccess } from '../../shared/notify';
import { type LogoSystem, lightGroundOf } from '../generation/logo-system';
import { usePagedList } from '../history/use-paged-list';
import { restoreVersion } from './restore-version';
import { formatSavedAt, isCurrentVersion, SAVED_AT_FORMAT, toVersionChange, type VersionChange } from './version-record';

const VERSION_MESSAGES = {
  restored: (number: number) => `Version ${number} restored.`,
  restoreFailed: 'That version could not be restored. Please try again.',
} as const;

export interface VersionsPanelProps {
  system: LogoSystem;
  /** The restored system, to show in place of the current one. */
  onRestored: (system: LogoSystem) => void;
}

const keyOf = (version: LogoSystemVersion) => version.id;

function describeChange(change: VersionChange, restoredNumber: number | undefined): string {
  if (change === 'created') return 'Created';
  if (change === 'regenerated') return 'Regenerated';
  if (change === 'edited') return 'Edited';
  return restoredNumber ? `Restored version ${restoredNumber}` : 'Restored an earlier version';
}

export default function VersionsPanel({ system, onRestored }: VersionsPanelProps) {
  const api = useApi();
  const { record } = system;
  const load = useCallback((page: PageParams) => api.listLogoSystemVersions(record.id, page), [api, record.id]);
  // Every save changes updatedAt: the list reloads after a regenerate, an edit or a restore.
  const versions = usePagedList({ load, keyOf, reloadKey: `${record.id}:${record.updatedAt}` });
  const [restoring, setRestoring] = useState<string | null>(null);

  const numberOf = (index: number) => versions.total - index;
  const numbers = new Map(versions.items.map((version, index) => [version.id, numberOf(index)]));

  async function restore(version: LogoSystemVersion, number: number) {
    if (restoring) return;
    setRestoring(version.id);
    try {
      onRestored(await restoreVersion({ api, system, version }));
      notifySuccess(VERSION_MESSAGES.restored(number));
    } catch {
      notifyError(VERSION_MESSAGES.restoreFailed);
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section aria-labelledby="versions-heading" className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="versions-heading" className="flex items-center gap-2 text-base font-semibold tracking-tight">
          <History aria-hidden="true" className="h-4 w-4 text-muted" />
          Versions
        </h2>
        {versions.status === 'ready' && versions.total > 0 ? (
          <p className="text-sm text-muted">
            {versions.total} {versions.total === 1 ? 'version' : 'versions'}, newest first
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">Every save is kept. Restoring one makes it current; what it replaces stays here.</p>
      <div aria-live="polite">
        {versions.status === 'loading' ? <p className="mt-4 text-sm text-muted">Loading versions…</p> : null}
        {versions.status === 'error' ? <p className="mt-4 text-sm text-red-700">The versions could not be loaded.</p> : null}
        {versions.status === 'ready' && versions.items.length === 0 ? (
          <p className="mt-4 text-sm text-muted">Versions appear here each time this logo system is saved.</p>
        ) : null}
      </div>
      {versions.items.length > 0 ? (
        <ol className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {versions.items.map((version, index) => {
            const number = numberOf(index);
            const current = isCurrentVersion(version, record);
            const change = toVersionChange(version, versions.items[index + 1]);
            const restoredNumber = version.restoredFrom ? numbers.get(version.restoredFrom) : undefined;
            return (
              <li
                key={version.id}
                aria-current={current ? 'true' : undefined}
                className={`flex flex-col rounded-xl border p-2.5 ${current ? 'border-ink ring-1 ring-ink' : 'border-line'}`}
              >
                {/* The brand's light ground the primary logo is drawn for, in the dark theme too. */}
                <span
                  className="relative block aspect-square overflow-hidden rounded-lg ring-1 ring-line"
                  style={{ backgroundColor: lightGroundOf(version.record) }}
                >
                  <img src={version.thumbnailUrl} alt="" loading="lazy" className="absolute inset-0 h-full w-full object-contain p-2" />
                </span>
                <span className="mt-2 flex items-center justify-between gap-1">
                  <span className="text-sm font-medium text-ink">Version {number}</span>
                  {current ? <span className="rounded-full bg-ink px-2 py-0.5 text-[11px] font-medium text-white">Current</span> : null}
                </span>
                <span className="text-xs text-muted">{describeChange(change, restoredNumber)}</span>
                <time
                  dateTime={version.createdAt}
                  title={SAVED_AT_FORMAT.format(new Date(version.createdAt))}
                  className="text-xs text-muted"
                >
                  {formatSavedAt(version.createdAt)}
                </time>
                {current ? null : (
                  <Button
                    className="mt-2 justify-center"
                    aria-label={`Restore version ${number}`}
                    disabled={restoring !== null}
                    aria-busy={restoring === version.id}
                    onClick={() => void restore(version, number)}
                  >
                    <RotateCcw aria-hidden="true" className="h-4 w-4" />
                    {restoring === version.id ? 'Restoring…' : 'Restore'}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {versions.hasMore || versions.moreFailed ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={versions.loadMore} disabled={versions.loadingMore} aria-busy={versions.loadingMore}>
            {versions.loadingMore ? 'Loading…' : 'Show older versions'}
          </Button>
          {versions.moreFailed ? <p className="text-sm text-red-700">Older versions could not be loaded. Try again.</p> : null}
        </div>
      ) : null}
    </section>
  );
}
