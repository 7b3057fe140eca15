/**
 * The owner's results panel of a shared shortlist: the link to send, the votes per direction and the visitors'
 * comments as they arrive (live, over the owner's realtime channel), and closing the poll or revoking its link.
 */
import type { OwnerPoll } from '@logo-dna/protocol';
import { Copy, Link2Off, Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../shared/Button';
import { copyText } from '../../shared/copy-text';
import { svgDataUrl } from '../gallery/use-previews';
import { SAVED_AT_FORMAT } from '../versions/version-record';
import { PollStatusBadge, VoteBar } from './poll-parts';
import type { OwnerPollControls } from './use-owner-poll';

export interface SharePanelProps {
  controls: OwnerPollControls;
  /** The server's origin the link starts with. */
  origin: string;
}

function Results({ poll }: { poll: OwnerPoll }) {
  const total = Object.values(poll.tally).reduce((sum, votes) => sum + votes, 0);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div>
        <h3 className="text-sm font-semibold text-ink">
          Votes <span className="font-normal text-muted">({total})</span>
        </h3>
        <ul aria-label="Votes per direction" className="mt-2 space-y-2">
          {poll.entries.map((entry) => {
            const votes = poll.tally[entry.id] ?? 0;
            return (
              <li key={entry.id} data-poll-result={entry.id} className="flex items-center gap-3">
                <span
                  className="relative block h-12 w-16 shrink-0 overflow-hidden rounded-md border border-line"
                  style={{ backgroundColor: entry.ground }}
                >
                  <img
                    src={svgDataUrl(entry.svg)}
                    alt=""
                    className="absolute inset-1 h-[calc(100%-0.5rem)] w-[calc(100%-0.5rem)] object-contain"
                  />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="truncate text-ink" title={entry.label}>
                      {entry.label}
                    </span>
                    <span data-votes className="shrink-0 tabular-nums text-muted">
                      {votes} {votes === 1 ? 'vote' : 'votes'}
                    </span>
                  </div>
                  <VoteBar share={total ? votes / total : 0} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">
          Comments <span className="font-normal text-muted">({poll.comments.length})</span>
        </h3>
        {poll.comments.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Comments from the people you send the link to appear here as they are written.</p>
        ) : (
          <ul aria-label="Comments" className="mt-2 max-h-72 space-y-2 overflow-y-auto pr-1">
            {poll.comments.map((comment) => (
              <li key={comment.id} data-poll-comment className="rounded-lg border border-line bg-canvas p-2.5">
                <p className="text-xs text-muted">
                  <span data-comment-author>{comment.name ?? 'Anonymous visitor'}</span> ·{' '}
                  <time dateTime={comment.createdAt}>{SAVED_AT_FORMAT.format(new Date(comment.createdAt))}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{comment.text}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function SharePanel({ controls, origin }: SharePanelProps) {
  const { state, busy, error } = controls;
  const [confirming, setConfirming] = useState(false);
  if (state.status === 'none') return null;
  const link = state.status === 'ready' ? `${origin}${state.path}` : '';
  return (
    <section aria-labelledby="share-heading" className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="share-heading" className="flex items-center gap-2 text-base font-semibold tracking-tight text-ink">
            Shared poll
            {state.status === 'ready' ? <PollStatusBadge status={state.poll.status} /> : null}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Anyone with the link sees these logos with their designers, app icons and palettes, picks a favourite and can comment. No
            account needed. To share another shortlist, revoke this link first.
          </p>
        </div>
      </div>
      {state.status === 'loading' ? <p className="mt-3 text-sm text-muted">Loading the poll…</p> : null}
      {state.status === 'failed' ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          The poll could not be loaded: {state.message}
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <div className="mt-4 space-y-5">
          <div className="flex flex-wrap items-end gap-2">
            <label className="min-w-0 flex-1 text-sm font-medium text-ink">
              Poll link
              <input
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className="mt-1 block h-9 w-full min-w-0 rounded-lg border border-line bg-canvas px-3 font-mono text-xs text-ink"
              />
            </label>
            <Button onClick={() => void copyText('Poll link', link)}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy link
            </Button>
          </div>
          <Results poll={state.poll} />
          <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4">
            {state.poll.status === 'open' ? (
              <Button onClick={() => void controls.setStatus('closed')} disabled={busy}>
                <Lock aria-hidden="true" className="h-4 w-4" />
                Close poll
              </Button>
            ) : (
              <Button onClick={() => void controls.setStatus('open')} disabled={busy}>
                <LockOpen aria-hidden="true" className="h-4 w-4" />
                Reopen poll
              </Button>
            )}
            {confirming ? (
              <span className="flex flex-wrap items-center gap-2 text-sm text-ink">
                The link stops working for good, and its votes and comments are deleted.
                <Button
                  variant="primary"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(false);
                    void controls.revoke();
                  }}
                >
                  Revoke for good
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </span>
            ) : (
              <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
                <Link2Off aria-hidden="true" className="h-4 w-4" />
                Revoke link
              </Button>
            )}
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
