import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { readCookie, writeCookie } from '../../client/http/cookies';
import { AccountMenu } from '../../client/layout/account-menu';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const CREATE = [{ name: 'workspaces.create', restrictions: [] }];
const workspace = (id: number, name: string, role_id: 1 | 2 | 3 = 1) => ({
  id,
  name,
  owner_id: 7,
  members_count: 1,
  role_id,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const detail = (id: number, name: string) => ({
  ...workspace(id, name),
  members: [{ id: 7, name: 'Ada Lovelace', email: 'ada@example.com', image: null, role_id: 1, joined_at: '2026-01-01T00:00:00.000Z' }],
  invites: [],
  member_limit: null,
});

function signIn(permissions = CREATE) {
  const user = makeUser({ permissions });
  setBootstrap(makeBootstrap({ user }));
  return renderAccountSettings(<AccountMenu user={user} />);
}

const openMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 }));
  return screen.findByRole('menu');
};

describe('the workspace switcher in the account menu', () => {
  it('lists Default and the user’s workspaces, Default checked while no cookie is set', async () => {
    stubFetch({ 'GET /api/v1/me/workspaces': { workspaces: [workspace(4, 'Label crew'), workspace(9, 'Remix team', 3)] } });
    await signIn();
    const menu = await openMenu();
    const radios = await within(menu).findAllByRole('menuitemradio');
    expect(radios.map((item) => item.textContent)).toEqual(['Default', 'Label crew', 'Remix team']);
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Create workspace' })).toBeInTheDocument();
    // Default has nothing to manage.
    expect(within(menu).queryByRole('menuitem', { name: /^Manage/ })).not.toBeInTheDocument();
  });

  it('stays out of the menu for a user with no workspaces who may not create one', async () => {
    const api = stubFetch({ 'GET /api/v1/me/workspaces': { workspaces: [] } });
    await signIn([]);
    const menu = await openMenu();
    await waitFor(() => expect(api.sent('GET /api/v1/me/workspaces')).toHaveLength(1));
    expect(within(menu).queryByRole('menuitemradio')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Create workspace' })).not.toBeInTheDocument();
  });

  it('choosing a workspace sets the activeWorkspaceId cookie and refetches what is on screen in it', async () => {
    const api = stubFetch({ 'GET /api/v1/me/workspaces': { workspaces: [workspace(4, 'Label crew')] } });
    const { queryClient } = await signIn();
    // Content of the Default workspace, as a backstage list would cache it.
    await queryClient.fetchQuery({ queryKey: ['backstage-albums'], queryFn: () => Promise.resolve([]) });
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByRole('menuitemradio', { name: 'Label crew' }));

    expect(readCookie('activeWorkspaceId')).toBe('4');
    await waitFor(() => expect(queryClient.getQueryState(['backstage-albums'])?.isInvalidated).toBe(true));
    // Reopened, the menu shows the choice and offers to manage it.
    const again = await openMenu();
    expect(await within(again).findByRole('menuitemradio', { name: 'Label crew' })).toHaveAttribute('aria-checked', 'true');
    expect(within(again).getByRole('menuitem', { name: 'Manage Label crew' })).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('falls back to Default when the cookie names a workspace the user left or was removed from', async () => {
    writeCookie('activeWorkspaceId', '12');
    const api = stubFetch({ 'GET /api/v1/me/workspaces': { workspaces: [workspace(4, 'Label crew')] } });
    await signIn([]);
    await waitFor(() => expect(readCookie('activeWorkspaceId')).toBe('0'));
    expect(api.sent('GET /api/v1/me/workspaces').length).toBeGreaterThan(0);
  });

  it('asks for nothing on page load while Default is active', async () => {
    const api = stubFetch({});
    await signIn([]);
    await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 });
    expect(api.requests).toHaveLength(0);
  });
});

describe('Create workspace', () => {
  it('puts a 422 on the name field and focuses it', async () => {
    stubFetch({
      'GET /api/v1/me/workspaces': { workspaces: [] },
      'POST /api/v1/workspace': fail(422, {
        message: 'The given data was invalid.',
        errors: { name: ['The name may not be greater than 100 characters.'] },
      }),
    });
    await signIn();
    await userEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'Create workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workspace' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'x'.repeat(5));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The name may not be greater than 100 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
  });

  it('requires a name before asking the server', async () => {
    const api = stubFetch({ 'GET /api/v1/me/workspaces': { workspaces: [] } });
    await signIn();
    await userEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'Create workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workspace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The name field is required.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/workspace')).toHaveLength(0);
  });

  it('creates the workspace, makes it active and opens its manage dialog', async () => {
    let workspaces = [workspace(4, 'Label crew')];
    const api = stubFetch({
      'GET /api/v1/me/workspaces': () => ({ workspaces }),
      'POST /api/v1/workspace': (request: StubRequest) => {
        workspaces = [...workspaces, workspace(5, (request.body as { name: string }).name)];
        return { workspace: workspace(5, 'Night shift') };
      },
      'GET /api/v1/workspace/5': { workspace: detail(5, 'Night shift') },
    });
    await signIn();
    await userEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'Create workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workspace' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Night shift');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('dialog', { name: 'Manage Night shift' })).toBeInTheDocument();
    expect(api.sent('POST /api/v1/workspace')[0].body).toEqual({ name: 'Night shift' });
    expect(readCookie('activeWorkspaceId')).toBe('5');
    expect(screen.getByRole('status')).toHaveTextContent('Created workspace');
  });
});
