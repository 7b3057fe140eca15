/** One saved system in My logo systems: its thumbnail and name open it; rename, duplicate and delete sit beside. */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../shared/Button';
import { toTitleCase } from '../designer-picker/designer-text';
import { type LogoSystem, toLogoSystem } from '../generation/logo-system';
import { SAVED_AT_FORMAT, toSystemTitle, toThumbnailUrl } from '../versions/version-record';
import { RenameForm } from './RenameForm';

export interface HistoryItemProps {
  record: LogoSystemRecord;
  onOpen: (system: LogoSystem) => void;
  onRename: (record: LogoSystemRecord, title: string) => Promise<boolean>;
  onDuplicate: (record: LogoSystemRecord) => Promise<boolean>;
  onDelete: (record: LogoSystemRecord) => void;
}

export function HistoryItem({ record, onOpen, onRename, onDuplicate, onDelete }: HistoryItemProps) {
  const [renaming, setRenaming] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const wasRenaming = useRef(false);
  const title = toSystemTitle(record);
  const subtitle = title === record.brandName ? record.industry : `${record.brandName} · ${record.industry}`;

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

  return (
    <li ref={item} className="flex flex-col rounded-xl border border-line bg-white p-3 shadow-card">
      {renaming ? (
        <RenameForm current={title} onSave={(next) => onRename(record, next)} onDone={() => setRenaming(false)} />
      ) : (
        <button
          type="button"
          aria-label={`Open ${title}`}
          onClick={() => onOpen(toLogoSystem(record))}
          className="-m-1 flex min-w-0 items-center gap-3 rounded-lg p-1 text-left transition-colors hover:bg-slate-50"
        >
          <span className="grid h-16 w-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-50 ring-1 ring-line">
            {record.primaryLogoUrl ? (
              <img src={toThumbnailUrl(record.primaryLogoUrl)} alt="" loading="lazy" className="h-full w-full object-contain p-1" />
            ) : null}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-ink">{title}</span>
            <span className="block truncate text-sm text-muted">
              {subtitle} · {toTitleCase(record.designerDna)}
            </span>
            <span className="block text-xs text-muted">
              Saved <time dateTime={record.updatedAt}>{SAVED_AT_FORMAT.format(new Date(record.updatedAt))}</time>
            </span>
          </span>
        </button>
      )}
      {renaming ? null : (
        <div className="mt-3 flex items-center gap-1 border-t border-line pt-2">
          <Button
            variant="ghost"
            size="icon"
            data-action="rename"
            aria-label={`Rename ${title}`}
            title="Rename"
            onClick={() => setRenaming(true)}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Duplicate ${title}`}
            title="Duplicate"
            disabled={duplicating}
            aria-busy={duplicating}
            onClick={() => void duplicate()}
          >
            <Copy aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${title}`}
            title="Delete"
            onClick={() => onDelete(record)}
            className="ml-auto hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      )}
    </li>
  );
}
