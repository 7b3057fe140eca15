/** One saved system in My logo systems: its picture and name open it; rename, duplicate and delete sit below. */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../shared/Button';
import { toTitleCase } from '../designer-picker/designer-text';
import { type LogoSystem, lightGroundOf, toLogoSystem } from '../generation/logo-system';
import { formatSavedAt, SAVED_AT_FORMAT, toSystemTitle, toThumbnailUrl } from '../versions/version-record';
import { RenameForm } from './RenameForm';

export interface HistoryItemProps {
  record: LogoSystemRecord;
  onOpen: (system: LogoSystem) => void;
  onRename: (record: LogoSystemRecord, title: string) => Promise<boolean>;
  onDuplicate: (record: LogoSystemRecord) => Promise<boolean>;
  onDelete: (record: LogoSystemRecord) => void;
}

function Details({ record, title }: { record: LogoSystemRecord; title: string }) {
  // A renamed system still says which brand it draws.
  const subtitle = title === record.brandName ? record.industry : `${record.brandName} · ${record.industry}`;
  return (
    <>
      <span className="block truncate font-medium text-ink">{title}</span>
      <span className="block truncate text-sm text-muted">
        {subtitle} · {toTitleCase(record.designerDna)}
      </span>
      <span className="block text-xs text-muted">
        Saved{' '}
        <time dateTime={record.updatedAt} title={SAVED_AT_FORMAT.format(new Date(record.updatedAt))}>
          {formatSavedAt(record.updatedAt)}
        </time>
      </span>
    </>
  );
}

export function HistoryItem({ record, onOpen, onRename, onDuplicate, onDelete }: HistoryItemProps) {
  const [renaming, setRenaming] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const wasRenaming = useRef(false);
  const title = toSystemTitle(record);

  // Back from the name field, the focus returns to the Rename button rather than to the page.
  useEffect(() => {
    if (wasRenaming.current && !renaming) item.current?.querySelector<HTMLButtonElement>('[data-action="rename"]')?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  async function duplicate() {
    setDuplicating(true);
    await onDuplicate(record);
    setDuplicating(false);
  }

  const picture = (
    // The picture fills a fixed box whatever its shape (a tall stacked mark as well as a wide lockup), on the brand's
    // light ground the primary logo is drawn for, in the dark theme too.
    <span
      className="relative block h-28 w-full overflow-hidden rounded-lg ring-1 ring-line transition-shadow group-hover:ring-slate-400"
      style={{ backgroundColor: lightGroundOf(record) }}
    >
      {record.primaryLogoUrl ? (
        <img
          src={toThumbnailUrl(record.primaryLogoUrl)}
          alt=""
          loading="lazy"
          className="absolute inset-0 h-full w-full object-contain p-3"
        />
      ) : null}
    </span>
  );

  return (
    <li ref={item} className="flex flex-col rounded-xl border border-line bg-white p-3 shadow-card">
      {renaming ? (
        <>
          {picture}
          <div className="mt-3">
            <RenameForm current={title} onSave={(next) => onRename(record, next)} onDone={() => setRenaming(false)} />
          </div>
        </>
      ) : (
        <button
          type="button"
          aria-label={`Open ${title}`}
          onClick={() => onOpen(toLogoSystem(record))}
          className="group -m-1 flex min-w-0 flex-col gap-3 rounded-lg p-1 text-left"
        >
          {picture}
          <span className="min-w-0 px-0.5">
            <Details record={record} title={title} />
          </span>
        </button>
      )}
      {renaming ? null : (
        <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-line pt-2">
          <Button variant="ghost" data-action="rename" aria-label={`Rename ${title}`} onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Rename
          </Button>
          <Button
            variant="ghost"
            aria-label={`Duplicate ${title}`}
            disabled={duplicating}
            aria-busy={duplicating}
            onClick={() => void duplicate()}
          >
            <Copy aria-hidden="true" className="h-4 w-4" />
            Duplicate
          </Button>
          <Button
            variant="ghost"
            aria-label={`Delete ${title}`}
            onClick={() => onDelete(record)}
            className="ml-auto hover:bg-red-100 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
