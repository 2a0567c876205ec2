import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { readCookie, writeCookie } from '../../client/http/cookies';
import { openDialog } from '../../client/ui/dialog/dialog-store';
import { ManageWorkspaceDialog } from '../../client/workspaces/manage-workspace-dialog';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const DATE = '2026-01-01T00:00:00.000Z';
const person = (id: number, name: string, role_id: 1 | 2 | 3) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  image: null,
  role_id,
  joined_at: DATE,
});
const ADA = person(7, 'Ada', 1);
const GRACE = person(8, 'Grace', 3);
const ALAN = person(9, 'Alan', 2);
const INVITE = {
  id: '0b6f1f8e-3f55-4c39-9a36-2f0b8c1d9e10',
  email: 'linus@example.com',
  role_id: 3 as const,
  expires_at: '2026-01-08T00:00:00.000Z',
  created_at: DATE,
};

/** Workspace 5 as the signed-in user (id 7 unless told) sees it. */
const crew = (role_id: 1 | 2 | 3, overrides: object = {}) => ({
  workspace: {
    id: 5,
    name: 'Label crew',
    owner_id: 7,
    members_count: 3,
    role_id,
    created_at: DATE,
    updated_at: DATE,
    members: [ADA, ALAN, GRACE],
    invites: role_id === 3 ? [] : [INVITE],
    member_limit: null,
    ...overrides,
  },
});

async function openManage(userId = 7) {
  setBootstrap(makeBootstrap({ user: makeUser({ id: userId }) }));
  const view = await renderAccountSettings(null);
  act(() => void openDialog(ManageWorkspaceDialog, { workspaceId: 5 }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Label crew' });
  return { ...view, dialog };
}

describe('ManageWorkspaceDialog for the owner', () => {
  it('shows the members with their roles: the owner fixed, the others changeable and removable', async () => {
    stubFetch({ 'GET /api/v1/workspace/5': crew(1) });
    const { dialog } = await openManage();
    const members = within(dialog).getByRole('list', { name: 'Members' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ada (you)'),
      expect.stringContaining('Alan'),
      expect.stringContaining('Grace'),
    ]);
    expect(within(rows[0]).getByText('Owner')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Role of Alan' })).toHaveValue('2');
    expect(within(dialog).getByRole('button', { name: 'Remove Grace' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Members (3)' })).toBeInTheDocument();
    // The owner deletes; only others leave.
    expect(within(dialog).getByRole('button', { name: 'Delete workspace' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Leave workspace' })).not.toBeInTheDocument();
  });

  it('changes a member’s role', async () => {
    const api = stubFetch({
      'GET /api/v1/workspace/5': crew(1),
      'POST /api/v1/workspace/5/member/8/change-role': { member: { ...GRACE, role_id: 2 } },
    });
    const { dialog } = await openManage();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of Grace' }), 'Admin');
    await waitFor(() => expect(api.sent('POST /api/v1/workspace/5/member/8/change-role')).toHaveLength(1));
    expect(api.sent('POST /api/v1/workspace/5/member/8/change-role')[0].body).toEqual({ roleId: 2 });
    expect(await screen.findByRole('status')).toHaveTextContent('Changed the role of Grace');
  });

  it('shows the server’s refusal of a role change', async () => {
    stubFetch({
      'GET /api/v1/workspace/5': crew(1),
      'POST /api/v1/workspace/5/member/8/change-role': fail(403, {
        message: "The workspace owner's role cannot change, and the owner cannot be removed.",
      }),
    });
    const { dialog } = await openManage();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of Grace' }), 'Admin');
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent("The workspace owner's role cannot change, and the owner cannot be removed.");
    expect(toast).toHaveAttribute('data-type', 'danger');
  });

  it('removes a member after confirming', async () => {
    let members = [ADA, ALAN, GRACE];
    const api = stubFetch({
      'GET /api/v1/workspace/5': () => crew(1, { members }),
      'DELETE /api/v1/workspace/5/member/8': () => {
        members = [ADA, ALAN];
        return {};
      },
    });
    const { dialog } = await openManage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Grace' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove member' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(dialog).queryByText('grace@example.com')).not.toBeInTheDocument());
    expect(api.sent('DELETE /api/v1/workspace/5/member/8')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Removed Grace from the workspace');
  });

  it('renames the workspace, with the server’s 422 on the field', async () => {
    const api = stubFetch({
      'GET /api/v1/workspace/5': crew(1),
      'PUT /api/v1/workspace/5': (request: StubRequest) =>
        (request.body as { name: string }).name === 'Taken'
          ? fail(422, { message: 'Invalid', errors: { name: ['That name is taken.'] } })
          : { workspace: crew(1).workspace },
    });
    const { dialog } = await openManage();
    const name = within(dialog).getByLabelText('Workspace name');
    expect(name).toHaveValue('Label crew');
    await userEvent.clear(name);
    await userEvent.type(name, 'Taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('That name is taken.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Night crew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Renamed workspace');
    expect(api.sent('PUT /api/v1/workspace/5').map((r) => r.body)).toEqual([{ name: 'Taken' }, { name: 'Night crew' }]);
  });

  it('invites people by email with a role, and lands refused addresses on the field', async () => {
    const api = stubFetch({
      'GET /api/v1/workspace/5': crew(1),
      'POST /api/v1/workspace/5/invite': (request: StubRequest) =>
        (request.body as { emails: string[] }).emails.includes('grace@example.com')
          ? fail(422, { message: 'Invalid', errors: { 'emails.1': ['grace@example.com is already a member of this workspace.'] } })
          : { invites: [] },
    });
    const { dialog } = await openManage();
    const form = within(dialog).getByRole('form', { name: 'Invite members' });
    const emails = within(form).getByLabelText('Email addresses');
    await userEvent.type(emails, 'linus@example.com, grace@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Admin');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('grace@example.com is already a member of this workspace.')).toBeInTheDocument();
    expect(emails).toHaveFocus();
    expect(api.sent('POST /api/v1/workspace/5/invite')[0].body).toEqual({ emails: ['linus@example.com', 'grace@example.com'], roleId: 2 });

    await userEvent.clear(emails);
    await userEvent.type(emails, 'linus@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invited linus@example.com');
    expect(emails).toHaveValue('');
  });

  it('checks the addresses before sending', async () => {
    const api = stubFetch({ 'GET /api/v1/workspace/5': crew(1) });
    const { dialog } = await openManage();
    const form = within(dialog).getByRole('form', { name: 'Invite members' });
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('Enter at least one email address.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Email addresses'), 'linus@, ok@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('Enter valid email addresses, separated by commas.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/workspace/5/invite')).toHaveLength(0);
  });

  it('lists pending invites with resend, role change and cancel', async () => {
    let invites = [INVITE];
    const api = stubFetch({
      'GET /api/v1/workspace/5': () => crew(1, { invites }),
      [`POST /api/v1/workspace/5/${INVITE.id}/resend`]: { invite: INVITE },
      [`POST /api/v1/workspace/5/invite/${INVITE.id}/change-role`]: { invite: { ...INVITE, role_id: 2 } },
      [`DELETE /api/v1/workspace/invite/${INVITE.id}`]: () => {
        invites = [];
        return {};
      },
    });
    const { dialog } = await openManage();
    const pending = within(dialog).getByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('linus@example.com')).toBeInTheDocument();

    await userEvent.click(within(pending).getByRole('button', { name: 'Resend the invitation to linus@example.com' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent again');
    await userEvent.selectOptions(within(pending).getByRole('combobox', { name: 'Role for linus@example.com' }), 'Admin');
    await waitFor(() => expect(api.sent(`POST /api/v1/workspace/5/invite/${INVITE.id}/change-role`)[0]?.body).toEqual({ roleId: 2 }));
    await userEvent.click(within(pending).getByRole('button', { name: 'Cancel the invitation to linus@example.com' }));
    expect(await within(dialog).findByText('No pending invitations.')).toBeInTheDocument();
  });

  it('deletes the workspace after confirming, and the app acts in Default again', async () => {
    writeCookie('activeWorkspaceId', '5');
    const api = stubFetch({ 'GET /api/v1/workspace/5': crew(1), 'DELETE /api/v1/workspace/5': {} });
    const { dialog } = await openManage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete workspace' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE /api/v1/workspace/5')).toHaveLength(1);
    expect(readCookie('activeWorkspaceId')).toBe('0');
    expect(screen.getByRole('status')).toHaveTextContent('Deleted workspace');
  });

  it('keeps the workspace when the confirmation is cancelled', async () => {
    const api = stubFetch({ 'GET /api/v1/workspace/5': crew(1) });
    const { dialog } = await openManage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete workspace' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Manage Label crew' })).toBeInTheDocument();
    expect(api.sent('DELETE /api/v1/workspace/5')).toHaveLength(0);
  });
});

describe('ManageWorkspaceDialog for a member', () => {
  it('shows the members without controls, and offers only Leave', async () => {
    stubFetch({ 'GET /api/v1/workspace/5': crew(3) });
    const { dialog } = await openManage(8);
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'Invite members' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Workspace name')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete workspace' })).not.toBeInTheDocument();
    const rows = within(within(dialog).getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(rows[2]).toHaveTextContent('Grace (you)');
    expect(within(dialog).getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
  });

  it('leaves after confirming: DELETE of their own membership', async () => {
    writeCookie('activeWorkspaceId', '5');
    const api = stubFetch({ 'GET /api/v1/workspace/5': crew(3), 'DELETE /api/v1/workspace/5/member/8': {} });
    const { dialog } = await openManage(8);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave workspace' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(readCookie('activeWorkspaceId')).toBe('0'));
    expect(api.sent('DELETE /api/v1/workspace/5/member/8')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Left workspace');
  });
});

describe('ManageWorkspaceDialog states', () => {
  it('says so when the workspace is gone or the user was removed (404)', async () => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    stubFetch({ 'GET /api/v1/workspace/5': fail(404, { message: 'Not found' }) });
    await renderAccountSettings(null);
    act(() => void openDialog(ManageWorkspaceDialog, { workspaceId: 5 }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage workspace' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This workspace does not exist, or you are no longer a member.');
  });

  it('shows a spinner while loading', async () => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    stubFetch({ 'GET /api/v1/workspace/5': () => new Promise(() => {}) });
    await renderAccountSettings(null);
    act(() => void openDialog(ManageWorkspaceDialog, { workspaceId: 5 }));
    expect(await screen.findByRole('progressbar', { name: 'Loading workspace' })).toBeInTheDocument();
  });

  it('shows the member limit', async () => {
    stubFetch({ 'GET /api/v1/workspace/5': crew(1, { member_limit: 5 }) });
    const { dialog } = await openManage();
    expect(within(dialog).getByRole('heading', { name: 'Members (3 of 5)' })).toBeInTheDocument();
  });
});
