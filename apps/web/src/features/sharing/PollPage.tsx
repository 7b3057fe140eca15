/**
 * The public poll page (`/poll/<token>`), for whoever the owner sent the link to, no account needed: the shortlisted
 * logos with their designers' names, app icons and palettes, one favourite to pick (and change), and short comments,
 * signed with a name if the visitor gives one. A closed poll is shown without its controls; a revoked or wrong link
 * gets a page that says so.
 */
import { POLL_ERROR_CODES, POLL_LIMITS, type PollEntry, type PublicPoll } from '@logo-dna/protocol';
import { Check, Loader2 } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { AppShell } from '../../shared/AppShell';
import { ApiError, type SharingApi } from '../../shared/api';
import { Button } from '../../shared/Button';
import { cx } from '../../shared/cx';
import { svgDataUrl } from '../gallery/use-previews';
import { ThemeToggle } from '../theme/ThemeToggle';
import { useTheme } from '../theme/use-theme';
import { SAVED_AT_FORMAT } from '../versions/version-record';
import { PollStatusBadge } from './poll-parts';

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; poll: PublicPoll }
  | { status: 'missing' }
  | { status: 'revoked' }
  | { status: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

function Gone({ title, children }: { title: string; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-line bg-white p-6 text-center shadow-card sm:p-8">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-ink focus:outline-none">
        {title}
      </h1>
      <p className="mt-3 text-base text-muted">{children}</p>
      <a
        href="/"
        className="mt-6 inline-flex h-9 items-center rounded-lg border border-line px-3.5 text-sm font-medium text-ink hover:bg-slate-50"
      >
        Make your own logo
      </a>
    </div>
  );
}

/** A direction's app icon and palette beside its logo, when the poll carries them. */
function SystemParts({ entry }: { entry: PollEntry }) {
  if (!entry.icon && !entry.palette?.length) return null;
  return (
    <span className="flex items-center gap-3 border-t border-line px-3 py-2.5" data-poll-system>
      {entry.icon ? <img src={svgDataUrl(entry.icon)} alt={`${entry.label} app icon`} className="h-10 w-10 shrink-0 rounded-lg" /> : null}
      {entry.palette?.length ? (
        // One picture of the colours, named in full (a list would not be allowed inside the card's label).
        <span
          role="img"
          aria-label={`${entry.label} palette: ${entry.palette.map((swatch) => `${swatch.name} ${swatch.hex}`).join(', ')}`}
          className="flex min-w-0 flex-wrap gap-1.5"
          data-poll-palette
        >
          {entry.palette.map((swatch) => (
            <span
              key={`${swatch.name}${swatch.hex}`}
              title={`${swatch.name} ${swatch.hex}`}
              className="block h-6 w-6 rounded-full ring-1 ring-slate-300"
              style={{ backgroundColor: swatch.hex }}
            />
          ))}
        </span>
      ) : null}
    </span>
  );
}

function Poll({
  sharing,
  token,
  poll,
  onChange,
}: {
  sharing: SharingApi;
  token: string;
  poll: PublicPoll;
  onChange(poll: PublicPoll): void;
}) {
  const open = poll.status === 'open';
  const [choice, setChoice] = useState<string | null>(poll.myVote);
  const [voteState, setVoteState] = useState<{ busy: boolean; message: string; error: boolean }>({
    busy: false,
    message: '',
    error: false,
  });
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [commentState, setCommentState] = useState<{ busy: boolean; message: string; error: boolean }>({
    busy: false,
    message: '',
    error: false,
  });
  const commentId = useId();
  const nameId = useId();
  const entryId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  /** A refusal that says the poll closed meanwhile shows the poll closed. */
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === POLL_ERROR_CODES.POLL_CLOSED) onChange({ ...poll, status: 'closed' });
    return messageOf(error);
  };

  async function vote(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    setVoteState({ busy: true, message: '', error: false });
    try {
      const { myVote } = await sharing.vote(token, choice);
      onChange({ ...poll, myVote });
      const label = poll.entries.find((entry) => entry.id === myVote)?.label ?? 'your pick';
      setVoteState({ busy: false, message: `Thanks! Your vote for ${label} is counted.`, error: false });
    } catch (error) {
      setVoteState({ busy: false, message: refused(error), error: true });
    }
  }

  async function comment(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setCommentState({ busy: false, message: 'Write a comment first.', error: true });
      return;
    }
    setCommentState({ busy: true, message: '', error: false });
    try {
      const answer = await sharing.comment(token, text, name.trim() || undefined);
      onChange({ ...poll, myComments: [answer.comment, ...poll.myComments], commentsLeft: answer.commentsLeft });
      setText('');
      setCommentState({ busy: false, message: 'Thanks! Your comment was sent.', error: false });
    } catch (error) {
      setCommentState({ busy: false, message: refused(error), error: true });
    }
  }

  const length = [...text].length;
  return (
    <div className="space-y-8">
      <div className="max-w-2xl">
        <p className="text-sm font-medium text-muted">{open ? 'You are invited to pick a favourite' : 'The votes are in'}</p>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-1 flex flex-wrap items-center gap-3 text-3xl font-semibold tracking-tight text-balance focus:outline-none sm:text-4xl"
        >
          {poll.title}
          <PollStatusBadge status={poll.status} />
        </h1>
        <p className="mt-3 text-base text-muted">
          {open
            ? 'Each logo was drawn in the manner of a great designer. Pick the one you like best; you can change your mind later.'
            : 'This poll is closed: the owner is no longer taking votes or comments. You can still look at the logos.'}
        </p>
      </div>

      <form onSubmit={vote} aria-labelledby="pick-heading" className="space-y-4">
        <h2 id="pick-heading" className="text-lg font-semibold tracking-tight text-ink">
          {open ? 'Your favourite' : 'The logos'}
        </h2>
        <fieldset disabled={!open || voteState.busy} className="min-w-0">
          <legend className="sr-only">Pick one logo</legend>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {poll.entries.map((entry) => {
              const picked = choice === entry.id;
              return (
                <li key={entry.id} data-poll-entry={entry.id}>
                  <label
                    className={cx(
                      'flex h-full cursor-pointer flex-col overflow-hidden rounded-2xl border-2 bg-white shadow-card transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                      picked ? 'border-ink' : 'border-line',
                      !open && 'cursor-default',
                    )}
                  >
                    <span className="relative block aspect-[4/3]" style={{ backgroundColor: entry.ground }}>
                      <img
                        src={svgDataUrl(entry.svg)}
                        alt={`${entry.label} logo`}
                        className="absolute inset-4 h-[calc(100%-2rem)] w-[calc(100%-2rem)] object-contain"
                      />
                    </span>
                    <SystemParts entry={entry} />
                    <span className="flex items-center gap-3 border-t border-line p-3">
                      <input
                        type="radio"
                        name="favourite"
                        value={entry.id}
                        checked={picked}
                        onChange={() => setChoice(entry.id)}
                        // Named by the direction, not by everything the card shows (logo, icon, palette).
                        aria-labelledby={`${entryId}-${entry.id}-name`}
                        aria-describedby={`${entryId}-${entry.id}-designer`}
                        className="h-4 w-4 shrink-0 accent-ink"
                      />
                      <span className="min-w-0 flex-1">
                        <span id={`${entryId}-${entry.id}-name`} className="block truncate text-sm font-semibold text-ink">
                          {entry.label}
                        </span>
                        <span id={`${entryId}-${entry.id}-designer`} className="block truncate text-xs text-muted">
                          Designed in the manner of {entry.designerName}
                        </span>
                      </span>
                      {poll.myVote === entry.id ? (
                        <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-emerald-800">
                          <Check aria-hidden="true" className="h-3.5 w-3.5" />
                          Your vote
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {open && poll.myVote && choice === poll.myVote && !voteState.busy ? (
          // Nothing to send yet: a greyed button here read as broken; say what changes the vote instead.
          <p className="text-sm text-muted">Pick another logo to change your vote.</p>
        ) : open ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="primary" disabled={!choice || voteState.busy}>
              {voteState.busy ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
              {poll.myVote ? 'Change my vote' : 'Vote for this one'}
            </Button>
          </div>
        ) : null}
        <p role="status" className={cx('text-sm', voteState.error ? 'text-red-700' : 'text-muted')}>
          {voteState.message}
        </p>
      </form>

      <section aria-labelledby="comment-heading" className="max-w-2xl space-y-3">
        <h2 id="comment-heading" className="text-lg font-semibold tracking-tight text-ink">
          Comments
        </h2>
        {open ? (
          <form onSubmit={comment} className="space-y-2">
            <label htmlFor={nameId} className="block text-sm font-medium text-ink">
              Your name (optional)
            </label>
            <input
              id={nameId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={POLL_LIMITS.maxVisitorNameLength}
              autoComplete="name"
              disabled={poll.commentsLeft === 0}
              aria-describedby={`${nameId}-hint`}
              className="block w-full max-w-sm rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink"
            />
            <p id={`${nameId}-hint`} className="text-xs text-muted">
              Shown to the owner with your comments; leave it empty to comment without a name.
            </p>
            <label htmlFor={commentId} className="block pt-2 text-sm font-medium text-ink">
              A short comment for the owner (optional)
            </label>
            <textarea
              id={commentId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={POLL_LIMITS.maxCommentLength}
              rows={3}
              disabled={poll.commentsLeft === 0}
              aria-describedby={`${commentId}-count`}
              className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink"
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p id={`${commentId}-count`} className="text-xs text-muted">
                {length} of {POLL_LIMITS.maxCommentLength} characters
                {poll.commentsLeft < POLL_LIMITS.maxCommentsPerVisitor ? ` · ${poll.commentsLeft} comments left` : ''}
              </p>
              <Button type="submit" disabled={commentState.busy || poll.commentsLeft === 0}>
                Send comment
              </Button>
            </div>
          </form>
        ) : null}
        <p role="status" className={cx('text-sm', commentState.error ? 'text-red-700' : 'text-muted')}>
          {commentState.message}
        </p>
        {poll.myComments.length > 0 ? (
          <ul aria-label="Your comments" className="space-y-2">
            {poll.myComments.map((item) => (
              <li key={item.id} data-my-comment className="rounded-lg border border-line bg-white p-3">
                <p className="whitespace-pre-wrap break-words text-sm text-ink">{item.text}</p>
                <p className="mt-1 text-xs text-muted">
                  {item.name ? `${item.name} · ` : ''}
                  <time dateTime={item.createdAt}>{SAVED_AT_FORMAT.format(new Date(item.createdAt))}</time>
                </p>
              </li>
            ))}
          </ul>
        ) : !open ? (
          <p className="text-sm text-muted">You left no comments.</p>
        ) : null}
      </section>
    </div>
  );
}

export default function PollPage({ sharing, token }: { sharing: SharingApi; token: string }) {
  const { theme, toggle } = useTheme();
  const [state, setState] = useState<PageState>({ status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    sharing
      .getPublicPoll(token)
      .then((poll) => setState({ status: 'ready', poll }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) setState({ status: 'missing' });
        else if (error instanceof ApiError && error.status === 410) setState({ status: 'revoked' });
        else setState({ status: 'failed', message: messageOf(error) });
      });
  }, [sharing, token]);
  useEffect(load, [load]);

  useEffect(() => {
    document.title =
      state.status === 'ready'
        ? `${state.poll.title} · Logo DNA poll`
        : state.status === 'loading'
          ? 'Logo DNA poll'
          : 'Poll not available · Logo DNA';
  }, [state]);

  return (
    <AppShell actions={<ThemeToggle theme={theme} onToggle={toggle} />}>
      {state.status === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          Loading the poll…
        </p>
      ) : state.status === 'ready' ? (
        <Poll sharing={sharing} token={token} poll={state.poll} onChange={(poll) => setState({ status: 'ready', poll })} />
      ) : state.status === 'missing' ? (
        <Gone title="This poll link does not exist">
          Check that the whole link was copied, or ask the person who sent it for a new one.
        </Gone>
      ) : state.status === 'revoked' ? (
        <Gone title="This poll link was turned off">
          The owner stopped sharing this poll, so its logos, votes and comments are no longer here.
        </Gone>
      ) : (
        <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-line bg-white p-6 text-center shadow-card">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">The poll could not be loaded</h1>
          <p className="mt-3 text-muted">{state.message}</p>
          <Button className="mt-6" onClick={load}>
            Try again
          </Button>
        </div>
      )}
    </AppShell>
  );
}
