import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioPage } from '../../client/catalog/radio/radio-page';
import { getPlayerState, player, resetPlayerState } from '../../client/player/player-store';
import { makeTrack } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const tracks = [makeTrack({ id: 1, name: 'Sinnerman' }), makeTrack({ id: 2, name: 'Feeling Good' })];

afterEach(() => resetPlayerState());

describe('RadioPage', () => {
  it('titles the radio after its seed and starts its queue from Play', async () => {
    stubFetch({ 'GET /api/v1/radio/artist/5': { seed: { type: 'artist', id: 5, name: 'Nina Simone', image: null }, tracks } });
    const playTracks = vi.spyOn(player, 'playTracks');
    await renderWithRouter(<RadioPage seedType="artist" seedId={5} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nina Simone Radio' })).toBeInTheDocument();
    expect(screen.getAllByTestId('track-row')).toHaveLength(2);
    expect(document.title).toBe('Nina Simone Radio - Melodia');

    await userEvent.click(screen.getByRole('button', { name: 'Play Nina Simone Radio' }));
    expect(playTracks).toHaveBeenCalledWith(tracks, 0, { type: 'radio', id: 'artist:5', name: 'Nina Simone Radio' });
    expect(getPlayerState().queue.map((track) => track.id)).toEqual([1, 2]);
  });

  it('has nothing to play for an empty radio', async () => {
    stubFetch({ 'GET /api/v1/radio/genre/3': { seed: { type: 'genre', id: 3, name: 'Rock', image: null }, tracks: [] } });
    await renderWithRouter(<RadioPage seedType="genre" seedId={3} />);
    expect(await screen.findByText('No tracks for this radio yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Rock Radio' })).toBeDisabled();
  });
});
