// @vitest-environment jsdom
import type { PublicPoll } from '@logo-dna/protocol';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type SharingApi } from '../../shared/api';
import PollPage from './PollPage';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const POLL: PublicPoll = {
  title: 'Directions for Northwind',
  status: 'open',
  entries: [
    { id: 'a', designerName: 'Paul Rand', label: 'Paul Rand', svg: SVG, ground: '#ffffff' },
    { id: 'b', designerName: 'Saul Bass', label: 'Saul Bass, variant 2', svg: SVG, ground: '#f2e8d5' },
  ],
  myVote: null,
  myComments: [],
  commentsLeft: 20,
};

function fakeSharing(overrides: Partial<SharingApi> = {}): SharingApi {
  const refuse = async () => {
    throw new Error('not in this test');
  };
  return {
    createPoll: refuse,
    getPoll: refuse,
    setPollStatus: refuse,
    revokePoll: refuse,
    followPoll: () => () => undefined,
    getPublicPoll: async () => POLL,
    vote: async (_token, entryId) => ({ myVote: entryId }),
    comment: async (_token, text, name) => ({
      comment: { id: 'c1', text, name: name ?? null, visitor: 'abc123', createdAt: new Date(0).toISOString() },
      commentsLeft: 19,
    }),
    ...overrides,
  };
}

afterEach(cleanup);

describe('the poll page', () => {
  it('votes, changes the vote and shows a hostile comment as text', async () => {
    const user = userEvent.setup();
    const votes: string[] = [];
    const vote = async (_token: string, entryId: string) => {
      votes.push(entryId);
      return { myVote: entryId };
    };
    render(<PollPage token="t" sharing={fakeSharing({ vote })} />);
    expect(await screen.findByRole('heading', { level: 1, name: /Directions for Northwind/ })).toBeTruthy();
    // The app's own frame: its header, a skip link to the main landmark and the footer.
    expect(screen.getByRole('banner').textContent).toContain('Logo DNA Generator');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Saul Bass, variant 2 logo' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Saul Bass, variant 2/ }));
    await user.click(screen.getByRole('button', { name: 'Vote for this one' }));
    expect(await screen.findByText('Thanks! Your vote for Saul Bass, variant 2 is counted.')).toBeTruthy();
    // The vote just sent is the one picked: no greyed button, a word on how to change it.
    expect(screen.queryByRole('button', { name: 'Change my vote' })).toBeNull();
    expect(screen.getByText('Pick another logo to change your vote.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Paul Rand/ }));
    await user.click(screen.getByRole('button', { name: 'Change my vote' }));
    await waitFor(() => expect(votes).toEqual(['b', 'a']));

    const hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';
    await user.type(screen.getByLabelText(/A short comment for the owner/), hostile.replaceAll('[', '[['));
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    const list = await screen.findByRole('list', { name: 'Your comments' });
    expect(list.textContent).toContain(hostile);
    expect(list.querySelector('img, script')).toBeNull();
  });

  it('shows each direction’s app icon and palette, and names its radio by the direction alone', async () => {
    const withSystems: PublicPoll = {
      ...POLL,
      entries: [
        {
          ...(POLL.entries[0] as PublicPoll['entries'][number]),
          icon: SVG,
          palette: [
            { name: 'Harbour Navy', hex: '#1F3A5F' },
            { name: 'Chalk', hex: '#F7F4EC' },
          ],
        },
        POLL.entries[1] as PublicPoll['entries'][number],
      ],
    };
    render(<PollPage token="t" sharing={fakeSharing({ getPublicPoll: async () => withSystems })} />);
    expect(await screen.findByRole('img', { name: 'Paul Rand app icon' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Paul Rand palette: Harbour Navy #1F3A5F, Chalk #F7F4EC' })).toBeTruthy();
    // A direction shared without them shows its logo alone.
    expect(screen.queryByRole('img', { name: 'Saul Bass, variant 2 app icon' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Paul Rand' })).toBeTruthy();
  });

  it('signs a comment with the name given, as text; without one it goes unsigned', async () => {
    const user = userEvent.setup();
    const sent: Array<[string, string | undefined]> = [];
    const comment: SharingApi['comment'] = async (_token, text, name) => {
      sent.push([text, name]);
      return {
        comment: { id: `c${sent.length}`, text, name: name ?? null, visitor: 'abc123', createdAt: new Date(0).toISOString() },
        commentsLeft: 19,
      };
    };
    render(<PollPage token="t" sharing={fakeSharing({ comment })} />);
    await user.type(await screen.findByLabelText(/A short comment for the owner/), 'No name on this one');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await screen.findByText('No name on this one');
    await user.type(screen.getByLabelText('Your name (optional)'), '  <i>Ana</i>  ');
    await user.type(screen.getByLabelText(/A short comment for the owner/), 'The Rand one');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await screen.findByText('The Rand one');
    expect(sent).toEqual([
      ['No name on this one', undefined],
      ['The Rand one', '<i>Ana</i>'],
    ]);
    const list = screen.getByRole('list', { name: 'Your comments' });
    expect(list.textContent).toContain('<i>Ana</i> · ');
    expect(list.querySelector('i')).toBeNull();
    // The name stays for the next comment.
    expect((screen.getByLabelText('Your name (optional)') as HTMLInputElement).value).toBe('  <i>Ana</i>  ');
  });

  it('shows a closed poll without its controls, and a closed answer closes it', async () => {
    const { unmount } = render(
      <PollPage token="t" sharing={fakeSharing({ getPublicPoll: async () => ({ ...POLL, status: 'closed' }) })} />,
    );
    expect(await screen.findByText(/This poll is closed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Vote/ })).toBeNull();
    // A closed poll no longer invites a vote.
    expect(screen.queryByText('You are invited to pick a favourite')).toBeNull();
    expect(screen.getByRole('radio', { name: /^Paul Rand/ }).matches(':disabled')).toBe(true);
    unmount();

    const user = userEvent.setup();
    render(
      <PollPage
        token="t"
        sharing={fakeSharing({ vote: async () => Promise.reject(new ApiError(409, 'POLL_CLOSED', 'This poll is closed.')) })}
      />,
    );
    await user.click(await screen.findByRole('radio', { name: /^Paul Rand/ }));
    await user.click(screen.getByRole('button', { name: 'Vote for this one' }));
    expect(await screen.findByText(/This poll is closed: the owner/)).toBeTruthy();
  });

  it.each([
    [404, 'POLL_NOT_FOUND', 'This poll link does not exist'],
    [410, 'POLL_REVOKED', 'This poll link was turned off'],
  ])('says so when the link answers %i', async (status, code, heading) => {
    render(<PollPage token="t" sharing={fakeSharing({ getPublicPoll: () => Promise.reject(new ApiError(status, code, 'No')) })} />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
