import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { NewPlaylistButton } from '../../client/playlists/new-playlist-button';
import { DialogHost } from '../../client/ui/dialog/dialog-host';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { makePlaylist } from './fixtures/music-fixtures';
import { renderWithRouter } from './fixtures/render-with-router';

async function openCreateDialog() {
  const view = await renderWithRouter(
    <>
      <NewPlaylistButton />
      <DialogHost />
      <ToastArea />
    </>,
    { path: '/library/playlists' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'New playlist' }));
  const dialog = await screen.findByRole('dialog', { name: 'New playlist' });
  return { ...view, dialog };
}

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));

describe('create playlist dialog', () => {
  it('requires a name before sending anything', async () => {
    const api = stubFetch({});
    const { dialog } = await openCreateDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const name = within(dialog).getByLabelText('Name');
    expect(await within(dialog).findByText('The name field is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  it('shows the server’s field errors on their fields', async () => {
    stubFetch({ 'POST /api/v1/playlists': fail(422, { message: 'Invalid', errors: { name: ['You already have a playlist with this name.'] } }) });
    const { dialog } = await openCreateDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Road trip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('You already have a playlist with this name.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
  });

  it('toasts when the server refuses without field errors', async () => {
    stubFetch({ 'POST /api/v1/playlists': fail(403, { message: 'You have reached your playlist limit.' }) });
    const { dialog } = await openCreateDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Road trip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You have reached your playlist limit.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('creates the playlist and opens it', async () => {
    const api = stubFetch({ 'POST /api/v1/playlists': { playlist: makePlaylist({ id: 12, name: 'Road trip', public: false }) } });
    const { dialog, router } = await openCreateDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Road trip ');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Songs for the car');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Public/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Collaborative/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/playlist/12/road-trip'));
    expect(api.sent('POST /api/v1/playlists')[0].body).toEqual({ name: 'Road trip', description: 'Songs for the car', public: false, collaborative: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Playlist created');
  });
});
