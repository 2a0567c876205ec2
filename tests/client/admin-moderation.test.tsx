import { useRef } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { columnPreferences, pageOf, signInAdmin } from './fixtures/admin-fixtures';
import { lineAt, lrcStamp, parseLrc, stampLine } from '../../client/admin/moderation/lrc-lines';
import { LrcPreview } from '../../client/admin/moderation/lrc-preview';
import { activeLineIndex } from '../../client/player/lyrics/active-line';

// Issue 15: /admin/genres, playlists, lyrics and comments (docs/api/catalog-moderation.md).

beforeEach(signInAdmin);

const LRC = '[ti:Night Song]\n[00:01.00] First\n[00:05.50] Second\n[00:09.00][00:20.00] Chorus';

describe('LRC in the lyrics editor', () => {
  it('reads stamps as the server does and finds the line being sung', () => {
    const lines = parseLrc(LRC);
    expect(lines).toEqual([
      { time: 1, text: 'First' },
      { time: 5.5, text: 'Second' },
      { time: 9, text: 'Chorus' },
      { time: 20, text: 'Chorus' },
    ]);
    expect(activeLineIndex(lines, 0.5)).toBe(-1);
    expect(activeLineIndex(lines, 5.5)).toBe(1);
    expect(activeLineIndex(lines, 12)).toBe(2);
    expect(parseLrc('[offset:+500]\n[00:02.00] Early')).toEqual([{ time: 1.5, text: 'Early' }]);
  });

  it('stamps the caret line with the audio time, replacing an old stamp', () => {
    expect(lrcStamp(65.437)).toBe('[01:05.44]');
    const text = 'First\n[00:09.00] Second';
    expect(stampLine(text, lineAt(text, 2), 3.2)).toBe('[00:03.20] First\n[00:09.00] Second');
    expect(stampLine(text, lineAt(text, text.length), 12)).toBe('First\n[00:12.00] Second');
  });

  it('highlights the current line as the track plays, and a line seeks the audio', async () => {
    function Harness() {
      const audioRef = useRef<HTMLAudioElement>(null);
      return <LrcPreview trackId={7} text={LRC} audioRef={audioRef} />;
    }
    const { container } = render(<Harness />);
    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/api/v1/tracks/7/stream');
    const playAt = (seconds: number) => {
      Object.defineProperty(audio, 'currentTime', { value: seconds, configurable: true, writable: true });
      fireEvent.timeUpdate(audio);
    };
    playAt(6);
    expect(screen.getByRole('button', { name: /Second/ })).toHaveAttribute('aria-current', 'true');
    playAt(21);
    const choruses = screen.getAllByRole('button', { name: /Chorus/ });
    expect(choruses[1]).toHaveAttribute('aria-current', 'true');
    expect(choruses[0]).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: /First/ }));
    expect(audio.currentTime).toBe(1);
    expect(screen.getByRole('button', { name: /First/ })).toHaveAttribute('aria-current', 'true');
  });
});

const comment = (id: number, deleted = false) => ({
  id,
  content: `Comment ${id}`,
  position: 75,
  parent_id: null,
  replies_count: 0,
  commentable_type: 'track',
  commentable_id: 3,
  commentable: { type: 'track', id: 3, name: 'Night Song', image: null },
  user: { id: 9, name: 'Ada', image: null },
  deleted_at: deleted ? '2026-01-02T00:00:00Z' : null,
  created_at: '2026-01-01T00:00:00Z',
});

describe('/admin/comments', () => {
  it('lists comments with the track, the moment and the author, and hides and restores in bulk', async () => {
    const api = stubFetch({
      'GET /api/v1/admin/comments': pageOf([comment(1), comment(2, true)]),
      ...columnPreferences('comments'),
      'DELETE /api/v1/comments/1,2': { deleted: 1 },
      'POST /api/v1/comments/2/restore': { restored: 1 },
    });
    await renderApp('/admin/comments');
    const row = (await screen.findByText('Comment 1')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Night Song' })).toBeInTheDocument();
    expect(within(row).getByText(/at 1:15/)).toBeInTheDocument();
    expect(within(row).getByText('Ada')).toBeInTheDocument();
    expect(within(row).getByText('Visible')).toBeInTheDocument();
    expect(within(screen.getByText('Comment 2').closest('tr')!).getByText('Hidden')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(api.sent('DELETE /api/v1/comments/1,2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.sent('POST /api/v1/comments/2/restore')).toHaveLength(1));
  });
});

describe('/admin/genres', () => {
  it('edits a genre and deletes with a confirmation naming what goes', async () => {
    const genre = { id: 4, name: 'dream-pop', display_name: 'Dream Pop', image: null, popularity: 3, artists_count: 2, tracks_count: 8, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
    const api = stubFetch({
      'GET /api/v1/admin/genres': pageOf([genre]),
      ...columnPreferences('genres'),
      'PUT /api/v1/genres/4': (request: StubRequest) => ({ genre: { ...genre, ...(request.body as object) } }),
      'DELETE /api/v1/genres/4': { deleted: 1 },
    });
    await renderApp('/admin/genres');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Dream Pop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit genre' });
    const popularity = within(dialog).getByRole('textbox', { name: 'Popularity' });
    await userEvent.clear(popularity);
    await userEvent.type(popularity, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/genres/4')[0]?.body).toEqual({ display_name: 'Dream Pop', name: 'dream-pop', image: '', popularity: 40 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete genre?' });
    expect(within(confirm).getByText(/Tracks and artists lose the genre/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE /api/v1/genres/4')).toHaveLength(1));
  });
});
