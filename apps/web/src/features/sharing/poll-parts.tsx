/** Small pieces the owner's panel and the public poll page share. */
import type { PollStatus } from '@logo-dna/protocol';
import { cx } from '../../shared/cx';

export function PollStatusBadge({ status }: { status: PollStatus }) {
  return (
    <span
      data-poll-status={status}
      className={cx(
        'inline-flex h-6 items-center rounded-full border px-2.5 text-xs font-medium',
        status === 'open' ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      {status === 'open' ? 'Open' : 'Closed'}
    </span>
  );
}

/** A direction's share of the votes, as a bar (the count is written beside it). */
export function VoteBar({ share }: { share: number }) {
  return (
    <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
      <div className="h-full rounded-full bg-ink transition-[width]" style={{ width: `${Math.round(share * 100)}%` }} />
    </div>
  );
}
