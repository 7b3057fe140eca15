/**
 * The owner's side of a shared shortlist: shares it, shows the poll kept from an earlier share, follows its votes
 * and comments live on the owner's realtime channel, closes or reopens it and revokes its link.
 */
import type { CreatePollRequest, OwnerPoll, PollEvent, PollStatus } from '@logo-dna/protocol';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, type SharingApi } from '../../shared/api';
import { loadSharedPoll, type SharedPollRef, saveSharedPoll } from './share-store';

type OwnerPollState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; poll: OwnerPoll; path: string }
  | { status: 'failed'; message: string };

export interface OwnerPollControls {
  state: OwnerPollState;
  busy: boolean;
  /** Shares the poll `request` gives (worked out while the share is busy: the directions' systems are drawn first). */
  share(request: CreatePollRequest | (() => Promise<CreatePollRequest>)): Promise<void>;
  setStatus(status: PollStatus): Promise<void>;
  revoke(): Promise<void>;
  error: string | null;
}

/** A poll event applied to the poll shown. */
export function applyPollEvent(poll: OwnerPoll, event: PollEvent): OwnerPoll {
  if (event.data.pollId !== poll.id) return poll;
  if (event.type === 'poll.vote') return { ...poll, tally: { ...poll.tally, ...event.data.tally } };
  const { comment } = event.data;
  if (poll.comments.some((kept) => kept.id === comment.id)) return poll;
  return { ...poll, comments: [comment, ...poll.comments] };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

export function useOwnerPoll(sharing: SharingApi | undefined, userId: string | null): OwnerPollControls {
  const [ref, setRef] = useState<SharedPollRef | null>(() => (userId ? loadSharedPoll(userId) : null));
  const [state, setState] = useState<OwnerPollState>(() => (ref ? { status: 'loading' } : { status: 'none' }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Another account (or none) at this screen: only its own poll, if any.
  useEffect(() => {
    const next = userId ? loadSharedPoll(userId) : null;
    setRef(next);
    if (!next) setState({ status: 'none' });
  }, [userId]);

  const pollId = ref?.pollId ?? null;
  const path = ref?.path ?? '';
  // The kept poll, fetched again: a revoked or vanished one is forgotten.
  useEffect(() => {
    if (!sharing || !pollId) return;
    let live = true;
    setState((current) => (current.status === 'ready' && current.poll.id === pollId ? current : { status: 'loading' }));
    sharing
      .getPoll(pollId)
      .then((poll) => live && setState({ status: 'ready', poll, path }))
      .catch((failure: unknown) => {
        if (!live) return;
        if (failure instanceof ApiError && (failure.status === 404 || failure.status === 410)) {
          saveSharedPoll(null);
          setRef(null);
          setState({ status: 'none' });
        } else setState({ status: 'failed', message: messageOf(failure) });
      });
    return () => {
      live = false;
    };
  }, [sharing, pollId, path]);

  const channel = state.status === 'ready' ? state.poll.channel : null;
  useEffect(() => {
    if (!sharing || !channel) return;
    return sharing.followPoll(channel, (event) =>
      setState((current) => (current.status === 'ready' ? { ...current, poll: applyPollEvent(current.poll, event) } : current)),
    );
  }, [sharing, channel]);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  const share = useCallback(
    (request: CreatePollRequest | (() => Promise<CreatePollRequest>)) =>
      run(async () => {
        if (!sharing || !userId) return;
        const created = await sharing.createPoll(typeof request === 'function' ? await request() : request);
        const next = { userId, pollId: created.poll.id, path: created.path };
        saveSharedPoll(next);
        setState({ status: 'ready', poll: created.poll, path: created.path });
        setRef(next);
      }),
    [run, sharing, userId],
  );

  const setStatus = useCallback(
    (status: PollStatus) =>
      run(async () => {
        if (!sharing || !pollId) return;
        const poll = await sharing.setPollStatus(pollId, status);
        setState({ status: 'ready', poll, path });
      }),
    [run, sharing, pollId, path],
  );

  const revoke = useCallback(
    () =>
      run(async () => {
        if (!sharing || !pollId) return;
        await sharing.revokePoll(pollId);
        saveSharedPoll(null);
        setRef(null);
        setState({ status: 'none' });
      }),
    [run, sharing, pollId],
  );

  return { state, busy, share, setStatus, revoke, error };
}
