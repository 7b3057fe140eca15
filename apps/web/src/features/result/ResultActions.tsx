/** The result's actions (spec §2): Export Brand Kit (.zip), Regenerate Variations, Download PNG. */
import { Download, Package, PencilRuler, RefreshCw } from 'lucide-react';
import { Button } from '../../shared/Button';
import { cx } from '../../shared/cx';
import { KitExportProgress } from '../kit-export/KitExportProgress';
import { type RunExport, useKitExport } from '../kit-export/use-kit-export';

export interface ResultActionsProps {
  hasPrimary: boolean;
  regenerating: boolean;
  onExport: RunExport;
  onRegenerate: () => void;
  onDownload: () => Promise<void>;
  /** Opens the editor (absent: no Edit button). */
  onEdit?: () => void;
  /** Moves to "Your details" (absent: no link); `hasDetails` says whether the kit's collateral carries some yet. */
  onDetails?: () => void;
  hasDetails?: boolean;
}

export function ResultActions({
  hasPrimary,
  regenerating,
  onExport,
  onRegenerate,
  onDownload,
  onEdit,
  onDetails,
  hasDetails,
}: ResultActionsProps) {
  const kit = useKitExport(onExport);
  return (
    <div className="flex flex-col lg:items-end">
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => void kit.start()} disabled={kit.busy} aria-busy={kit.busy}>
          <Package aria-hidden="true" className="h-4 w-4" />
          Export Brand Kit (.zip)
        </Button>
        {onEdit ? (
          <Button onClick={onEdit} disabled={regenerating}>
            <PencilRuler aria-hidden="true" className="h-4 w-4" />
            Edit
          </Button>
        ) : null}
        <Button onClick={onRegenerate} disabled={regenerating} aria-busy={regenerating}>
          <RefreshCw aria-hidden="true" className={cx('h-4 w-4', regenerating && 'animate-spin')} />
          Regenerate Variations
        </Button>
        {hasPrimary ? (
          <Button onClick={() => void onDownload()}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download PNG
          </Button>
        ) : null}
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
