/** "My logo systems": the signed-in user's saved systems, newest first; opening one shows it in the result view. */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { FolderOpen } from 'lucide-react';
import { toTitleCase } from '../designer-picker/designer-text';
import { type LogoSystem, toLogoSystem } from '../generation/logo-system';
import { useLogoHistory } from './use-logo-history';

export interface HistoryPanelProps {
  userId: string;
  /** Bumped after each save so the list reloads. */
  version: number;
  onOpen: (system: LogoSystem) => void;
}

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function HistoryItem({ record, onOpen }: { record: LogoSystemRecord; onOpen: (system: LogoSystem) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(toLogoSystem(record))}
        className="flex w-full items-center gap-3 rounded-xl border border-line bg-white p-3 text-left transition-colors hover:border-slate-300 hover:bg-slate-50"
      >
        <span className="grid h-14 w-14 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-50 ring-1 ring-line">
          {record.primaryLogoUrl ? (
            <img src={record.primaryLogoUrl} alt="" loading="lazy" className="h-full w-full object-contain p-1" />
          ) : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-ink">{record.brandName}</span>
          <span className="block truncate text-sm text-muted">
            {record.industry} · {toTitleCase(record.designerDna)}
          </span>
          <time dateTime={record.createdAt} className="block text-xs text-muted">
            {DATE_FORMAT.format(new Date(record.createdAt))}
          </time>
        </span>
        <FolderOpen aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
      </button>
    </li>
  );
}

export default function HistoryPanel({ userId, version, onOpen }: HistoryPanelProps) {
  const history = useLogoHistory(userId, version);
  return (
    <section aria-labelledby="history-heading" className="mt-12">
      <h2 id="history-heading" className="text-xl font-semibold tracking-tight">
        My logo systems
      </h2>
      <div className="mt-4" aria-live="polite">
        {history.status === 'loading' ? <p className="text-sm text-muted">Loading your saved logo systems…</p> : null}
        {history.status === 'error' ? (
          <p className="text-sm text-red-700">Your saved logo systems could not be loaded. Reload the page to try again.</p>
        ) : null}
        {history.status === 'ready' && history.records.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
            Logo systems you generate while signed in are saved here.
          </p>
        ) : null}
        {history.status === 'ready' && history.records.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {history.records.map((record) => (
              <HistoryItem key={record.id} record={record} onOpen={onOpen} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
