/**
 * The result's actions (spec §2): Export Brand Kit (.zip) is the one primary action; Download (each single logo as
 * PNG, SVG or PDF, in a menu), Regenerate Variations and Edit are secondary. Below 768 px the kit takes the first row
 * and the three others share the second in equal columns.
 */
import { ChevronDown, Download, Package, PencilRuler, RefreshCw } from 'lucide-react';
import { Button } from '../../shared/Button';
import { cx } from '../../shared/cx';
import { MenuButton, MenuItem } from '../../shared/MenuButton';
import { KitExportProgress } from '../kit-export/KitExportProgress';
import { type RunExport, useKitExport } from '../kit-export/use-kit-export';
import { DOWNLOAD_ROLES, type LogoDownload } from './downloads';

export interface ResultActionsProps {
  /** Every single-logo file the system has (downloads.ts); none, no Download menu. */
  downloads: readonly LogoDownload[];
  regenerating: boolean;
  onExport: RunExport;
  onRegenerate: () => void;
  onDownload: (download: LogoDownload) => Promise<void>;
  /** Opens the editor (absent: no Edit button). */
  onEdit?: () => void;
  /** Moves to "Your details" (absent: no link); `hasDetails` says whether the kit's collateral carries some yet. */
  onDetails?: () => void;
  hasDetails?: boolean;
}

const ROLE_NAMES: Record<LogoDownload['role'], string> = {
  primary: 'Primary',
  horizontal: 'Horizontal',
  stacked: 'Stacked',
  icon: 'Icon',
  monochrome: 'Monochrome',
};

/**
 * Below 768 px, where the four do not fit one row, a secondary action is a tile at least 44 px tall, its icon over its
 * word, one of three equal columns under the kit.
 */
const SECONDARY =
  'justify-center max-md:h-auto max-md:min-h-14 max-md:w-full max-md:flex-col max-md:gap-1 max-md:px-1 max-md:py-2 max-md:text-xs';

const COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' };

function DownloadMenu({ downloads, onDownload }: Pick<ResultActionsProps, 'downloads' | 'onDownload'>) {
  const rows = DOWNLOAD_ROLES.map((role) => ({ role, files: downloads.filter((download) => download.role === role) })).filter(
    (row) => row.files.length > 0,
  );
  return (
    <MenuButton
      label={
        <>
          <Download aria-hidden="true" className="h-4 w-4" />
          <span className="inline-flex items-center gap-1">
            Download
            <ChevronDown aria-hidden="true" className="h-3.5 w-3.5 max-md:hidden" />
          </span>
        </>
      }
      className={SECONDARY}
      menuClassName="left-0 w-[min(20rem,calc(100vw-2rem))] lg:left-auto lg:right-0"
    >
      <p aria-hidden="true" className="px-2 pb-1.5 pt-1 text-xs font-medium text-muted">
        Each logo on its own
      </p>
      {rows.map(({ role, files }) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of menu items, not a form's fieldset
        <div key={role} role="group" aria-label={`${ROLE_NAMES[role]} logo`} className="flex items-center gap-1 border-t border-line py-1">
          <span aria-hidden="true" className="min-w-0 flex-1 truncate px-2 text-sm text-ink">
            {ROLE_NAMES[role]}
          </span>
          {files.map((file) => (
            <MenuItem
              key={file.format}
              label={`${ROLE_NAMES[role]} logo, ${file.format.toUpperCase()}`}
              onSelect={() => void onDownload(file)}
              className="w-12 font-mono text-xs tracking-wide"
            >
              {file.format.toUpperCase()}
            </MenuItem>
          ))}
        </div>
      ))}
    </MenuButton>
  );
}

export function ResultActions({
  downloads,
  regenerating,
  onExport,
  onRegenerate,
  onDownload,
  onEdit,
  onDetails,
  hasDetails,
}: ResultActionsProps) {
  const kit = useKitExport(onExport);
  const secondaryCount = 1 + Number(downloads.length > 0) + Number(Boolean(onEdit));
  return (
    <div className="flex flex-col lg:items-end">
      <div data-testid="result-actions" className="flex flex-col gap-2 md:flex-row md:items-center">
        <Button
          variant="primary"
          onClick={() => void kit.start()}
          disabled={kit.busy}
          aria-busy={kit.busy}
          className="justify-center max-md:h-11"
        >
          <Package aria-hidden="true" className="h-4 w-4" />
          Export Brand Kit (.zip)
        </Button>
        <div className={cx('grid gap-2 md:flex', COLUMNS[secondaryCount])}>
          {downloads.length > 0 ? <DownloadMenu downloads={downloads} onDownload={onDownload} /> : null}
          <Button onClick={onRegenerate} disabled={regenerating} aria-busy={regenerating} className={SECONDARY}>
            <RefreshCw aria-hidden="true" className={cx('h-4 w-4', regenerating && 'animate-spin')} />
            {/* One word on a phone; the whole name is still what the button is called. */}
            <span>
              Regenerate <span className="max-md:sr-only">Variations</span>
            </span>
          </Button>
          {onEdit ? (
            <Button onClick={onEdit} disabled={regenerating} className={SECONDARY}>
              <PencilRuler aria-hidden="true" className="h-4 w-4" />
              Edit
            </Button>
          ) : null}
        </div>
      </div>
      {onDetails ? (
        <p className="mt-2 text-sm text-muted">
          {hasDetails
            ? 'Your details are on the business card and letterheads.'
            : 'The business card and letterheads carry the brand alone.'}{' '}
          <button
            type="button"
            onClick={onDetails}
            className="font-medium text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {hasDetails ? 'Edit your details' : 'Add your details'}
          </button>
        </p>
      ) : null}
      <KitExportProgress state={kit.state} onCancel={kit.cancel} />
    </div>
  );
}
