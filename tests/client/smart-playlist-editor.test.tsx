import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { NewSmartPlaylistButton } from '../../client/playlists/smart/smart-playlist-buttons';
import { SmartPlaylistDialog } from '../../client/playlists/smart/smart-playlist-dialog';
import { formFromRules, toRulesJson } from '../../client/playlists/smart/smart-rules-form';
import { DialogHost } from '../../client/ui/dialog/dialog-host';
import { openDialog } from '../../client/ui/dialog/dialog-store';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { makePlaylist } from './fixtures/music-fixtures';
import { renderWithRouter } from './fixtures/render-with-router';

async function openEditor() {
  const view = await renderWithRouter(
    <>
      <NewSmartPlaylistButton />
      <DialogHost />
      <ToastArea />
    </>,
    { path: '/library/playlists' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'New smart playlist' }));
  const dialog = await screen.findByRole('dialog', { name: 'New smart playlist' });
  return { ...view, dialog };
}

const options = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));

describe('smart playlist editor', () => {
  it('builds rules with a nested group, sort and limit, shows the live count and creates the playlist', async () => {
    const api = stubFetch({
      'POST /api/v1/playlists/rules-preview': { total: 12, duration: 3_600_000 },
      'POST /api/v1/playlists': { playlist: makePlaylist({ id: 31, name: 'Nineties', rules: { all: [] } }) },
    });
    const { dialog, router } = await openEditor();
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Name'), 'Nineties');

    await userEvent.selectOptions(d.getByLabelText('Field of rule 1'), 'genre');
    await userEvent.selectOptions(d.getByLabelText('Operator of rule 1'), 'is');
    await userEvent.type(d.getByLabelText('Value of rule 1'), 'rock');

    await userEvent.click(d.getByRole('button', { name: 'Add rule' }));
    await userEvent.selectOptions(d.getByLabelText('Field of rule 2'), 'year');
    expect(options(d.getByLabelText('Operator of rule 2'))).toEqual(['is', 'is not', 'greater than', 'less than', 'in the range']);
    await userEvent.selectOptions(d.getByLabelText('Operator of rule 2'), 'inTheRange');
    await userEvent.type(d.getByLabelText('From of rule 2'), '1990');
    await userEvent.type(d.getByLabelText('To of rule 2'), '1999');

    await userEvent.click(d.getByRole('button', { name: 'Add group' }));
    const group = d.getByRole('group', { name: 'Group 3' });
    await userEvent.type(within(group).getByLabelText('Value of rule 1'), 'love');
    await userEvent.click(within(group).getByRole('button', { name: 'Add a rule to the group' }));
    await userEvent.selectOptions(within(group).getByLabelText('Field of rule 2'), 'liked');
    expect(options(within(group).getByLabelText('Operator of rule 2'))).toEqual(['is', 'is not']);
    expect(within(group).getByLabelText('Value of rule 2')).toHaveValue('true');

    await userEvent.selectOptions(d.getByLabelText('Sort by'), 'plays');
    await userEvent.selectOptions(d.getByLabelText('Order'), 'desc');
    await userEvent.type(d.getByLabelText('Limit (optional)'), '50');

    expect(await d.findByTestId('smart-match-count')).toHaveTextContent(/^12 tracks match · /);
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/playlist/31/nineties'));
    expect(api.sent('POST /api/v1/playlists')[0].body).toEqual({
      name: 'Nineties',
      public: true,
      rules: {
        all: [{ is: { genre: 'rock' } }, { inTheRange: { year: [1990, 1999] } }, { any: [{ contains: { title: 'love' } }, { is: { liked: true } }] }],
        sort: '-plays',
        limit: 50,
      },
    });
    expect(api.sent('POST /api/v1/playlists/rules-preview').at(-1)!.body).toEqual({ rules: (api.sent('POST /api/v1/playlists')[0].body as { rules: unknown }).rules });
  });

  it('offers date operators and a days input for dates, and checks values before sending', async () => {
    const api = stubFetch({ 'POST /api/v1/playlists/rules-preview': { total: 0, duration: 0 } });
    const { dialog } = await openEditor();
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Name'), 'Fresh');
    await userEvent.selectOptions(d.getByLabelText('Field of rule 1'), 'dateAdded');
    expect(options(d.getByLabelText('Operator of rule 1'))).toEqual(['is', 'is not', 'before', 'after', 'in the range', 'in the last (days)', 'not in the last (days)']);
    await userEvent.selectOptions(d.getByLabelText('Operator of rule 1'), 'inTheLast');
    expect(d.getByLabelText('Days of rule 1')).toHaveAttribute('type', 'number');
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    expect(await d.findByText('Enter a number of days.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/playlists')).toEqual([]);
    // Removing rules: the last one stays.
    await userEvent.click(d.getByRole('button', { name: 'Add rule' }));
    await userEvent.click(d.getByRole('button', { name: 'Remove rule 2' }));
    expect(d.queryByRole('button', { name: /Remove rule/ })).not.toBeInTheDocument();
  });

  it('shows a 422 inside the rules (with its path) under the editor', async () => {
    stubFetch({
      'POST /api/v1/playlists/rules-preview': { total: 1, duration: 1000 },
      'POST /api/v1/playlists': fail(422, { message: 'Invalid', errors: { 'rules.all.0.contains.title': ['The title rule’s text must not be greater than 200 characters.'] } }),
    });
    const { dialog } = await openEditor();
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Name'), 'Long');
    await userEvent.type(d.getByLabelText('Value of rule 1'), 'x');
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    expect(await d.findByRole('alert')).toHaveTextContent('The title rule’s text must not be greater than 200 characters.');
  });

  it('edits the rules of a smart playlist, keeping what it does not change', async () => {
    const rules = { any: [{ gt: { myPlays: 3 } }, { all: [{ notInTheLast: { lastPlayed: 30 } }, { isNot: { liked: false } }] }], sort: '-lastPlayed', limit: 10 };
    expect(toRulesJson(formFromRules(rules))).toEqual(rules);
    const api = stubFetch({
      'POST /api/v1/playlists/rules-preview': { total: 2, duration: 1000 },
      'PUT /api/v1/playlists/8': { playlist: makePlaylist({ id: 8, rules }) },
    });
    await renderWithRouter(<DialogHost />, { path: '/playlist/8/x' });
    const saved = openDialog(SmartPlaylistDialog, { playlist: makePlaylist({ id: 8, rules }) });
    const dialog = await screen.findByRole('dialog', { name: 'Edit rules' });
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await saved).toMatchObject({ id: 8 });
    expect(api.sent('PUT /api/v1/playlists/8')[0].body).toEqual({ rules });
  });
});
