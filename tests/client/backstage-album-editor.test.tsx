import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { AlbumEditorPage } from '../../client/backstage/album-editor-page';
import type { BackstageAlbum } from '../../client/backstage/backstage-api-types';
import { moveBefore, step } from '../../client/backstage/move-item';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeAlbum, makeTrack } from './fixtures/catalog-fixtures';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const tracks = [1, 2, 3].map((id) => makeTrack({ id, name: `Song ${id}`, number: id }));
const album: BackstageAlbum = { ...makeAlbum({ id: 8, name: 'Blue' }), description: null, genres: [], tags: [{ id: 1, name: 'jazz', display_name: 'Jazz' }], owner_id: 7, tracks };

const rowNames = () => within(screen.getByRole('grid', { name: 'Album tracks' })).getAllByRole('row').map((row) => row.textContent?.replace(/^\d+/, ''));

async function openEditor() {
  return renderWithRouter(
    <>
      <AlbumEditorPage album={album} />
      <ToastArea />
    </>,
    { path: '/backstage/albums/8/edit' },
  );
}

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));

describe('album editor', () => {
  it('moves tracks up and down, removes one, and saves the new order', async () => {
    const api = stubFetch({ 'PUT /api/v1/backstage/albums/8': (request: { body: { track_ids: number[] } }) => ({ album, tracks: request.body.track_ids.map((id) => tracks[id - 1]) }) });
    await openEditor();
    expect(screen.getByLabelText('Tags')).toHaveValue('Jazz');
    expect(screen.getByRole('button', { name: 'Move Song 1 up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move Song 3 up' }));
    expect(rowNames()).toEqual(['Song 1', 'Song 3', 'Song 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Move Song 1 down' }));
    expect(rowNames()).toEqual(['Song 3', 'Song 1', 'Song 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Song 2 from the album' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    const [put] = api.sent('PUT /api/v1/backstage/albums/8');
    expect(put.body).toMatchObject({ name: 'Blue', type: 'album', release_date: '1965-06-01', tags: ['Jazz'], track_ids: [3, 1] });
  });

  it('shows the server’s track error under the list', async () => {
    stubFetch({ 'PUT /api/v1/backstage/albums/8': fail(422, { message: 'Invalid', errors: { track_ids: ['Each track must be one of yours.'] } }) });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each track must be one of yours.')).toBeInTheDocument();
  });
});

describe('track order helpers', () => {
  it('moves dropped items before or after the target, keeping their order', () => {
    expect(moveBefore([1, 2, 3, 4], [4, 2], 1, 'before')).toEqual([2, 4, 1, 3]);
    expect(moveBefore([1, 2, 3, 4], [1], 3, 'after')).toEqual([2, 3, 1, 4]);
    expect(moveBefore([1, 2, 3], [2], 2, 'after')).toEqual([1, 2, 3]);
    expect(step([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(step([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
  });
});
