/** Says that a generation was cut short by a reload, and offers to run it again with the same brief. */
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '../../shared/Button';
import type { BriefValues } from '../brief-form/brief-input';

export interface InterruptedRunNoticeProps {
  values: BriefValues;
  onRunAgain: () => void;
  onDismiss: () => void;
}

export function InterruptedRunNotice({ values, onRunAgain, onDismiss }: InterruptedRunNoticeProps) {
  return (
    <section
      aria-labelledby="interrupted-heading"
      data-testid="interrupted-run"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-2.5">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-900" />
        <div className="min-w-0">
          <h2 id="interrupted-heading" className="text-sm font-semibold">
            Your last generation was interrupted
          </h2>
          <p className="mt-0.5 break-words text-sm">
            The page was reloaded before the logo system for <span className="font-medium">{values.brandName}</span> was finished. Nothing
            was made. Run it again with the same brief?
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="primary" onClick={onRunAgain}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Run it again
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
