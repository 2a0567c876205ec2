import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LyricsPayload } from '../../worker/music/music-types';
import { activeLineIndex } from '../../client/player/lyrics/active-line';
import { LyricsPage } from '../../client/player/lyrics/lyrics-page';
import { getPlayerState, player } from '../../client/player/player-store';
import { setPlaybackTime } from '../../client/player/playback-time';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { makeTracks, resetPlayer } from './fixtures/player-fixture';

const SYNCED: LyricsPayload = {
  track_id: 1,
  synced: true,
  text: '',
  lines: [
    { time: 0, text: 'One more time' },
    { time: 12.5, text: "We're gonna celebrate" },
    { time: 20, text: "Oh yeah, all right, don't stop dancing" },
  ],
};

function renderPage(ui: ReactNode = <LyricsPage />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  resetPlayer();
  act(() => player.playTracks(makeTracks(1)));
});
afterEach(resetPlayer);

describe('activeLineIndex', () => {
  it.each([
    [-1, -1],
    [0, 0],
    [12.4, 0],
    [12.5, 1],
    [300, 2],
  ])('at %s s is line %i', (seconds, index) => expect(activeLineIndex(SYNCED.lines, seconds)).toBe(index));
});

describe('LyricsPage', () => {
  it('highlights the line being sung as playback moves, and seeks to a pressed line', async () => {
    stubFetch({ 'GET /api/v1/tracks/1/lyrics': { lyrics: SYNCED } });
    renderPage();
    const line = await screen.findByRole('button', { name: "We're gonna celebrate" });
    expect(screen.getByRole('button', { name: 'One more time' })).toHaveAttribute('aria-current', 'true');
    expect(line).not.toHaveAttribute('aria-current');

    act(() => setPlaybackTime({ position: 13 }));
    expect(line).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'One more time' })).not.toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('button', { name: /don't stop dancing/ }));
    expect(getPlayerState().seekRequest?.seconds).toBe(20);
  });

  it('shows plain lyrics as paragraphs', async () => {
    stubFetch({
      'GET /api/v1/tracks/1/lyrics': {
        lyrics: { track_id: 1, synced: false, text: 'First verse\nline two\n\nChorus', lines: [] },
      },
    });
    renderPage();
    expect(await screen.findByText(/First verse/)).toHaveTextContent('First verse line two');
    expect(screen.getByText('Chorus').tagName).toBe('P');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the track has no lyrics (404)', async () => {
    stubFetch({ 'GET /api/v1/tracks/1/lyrics': fail(404, { message: 'Not found' }) });
    renderPage();
    expect(await screen.findByText('No lyrics for this track')).toBeInTheDocument();
  });

  it('says so when nothing is playing', () => {
    resetPlayer();
    const { unexpected } = stubFetch({});
    renderPage();
    expect(screen.getByText('Nothing is playing')).toBeInTheDocument();
    expect(unexpected).toEqual([]);
  });
});
