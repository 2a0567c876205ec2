import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { DevelopersPanel } from '../../client/account-settings/developers/developers-panel';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { stubFetch } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const API_ACCESS = [{ name: 'api.access', restrictions: [] }];
const PLAIN_TEXT = '12|s3cr3tPlainTextToken';
const existing = { id: 1, name: 'CI', last_used_at: null, created_at: '2024-01-01T00:00:00.000Z' };
const created = { id: 2, name: 'Scripts', last_used_at: null, created_at: '2024-06-01T00:00:00.000Z' };

const developer = () => setBootstrap(makeBootstrap({ user: makeUser({ permissions: API_ACCESS }) }));

describe('DevelopersPanel', () => {
  it('is hidden, and fetches nothing, without api.access', async () => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    const api = stubFetch({});
    await renderAccountSettings(<DevelopersPanel />);
    expect(screen.queryByRole('region', { name: 'Developers' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('is hidden when the API is not integrated', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ permissions: API_ACCESS }), api: { integrated: false } }));
    await renderAccountSettings(<DevelopersPanel />);
    expect(screen.queryByRole('region', { name: 'Developers' })).not.toBeInTheDocument();
  });

  it('lists tokens and links to the API docs', async () => {
    developer();
    stubFetch({ 'GET /api/v1/access-tokens': { tokens: [existing] } });
    await renderAccountSettings(<DevelopersPanel />);
    const list = await screen.findByRole('list', { name: 'API tokens' });
    expect(within(list).getByText('CI')).toBeInTheDocument();
    expect(within(list).getByText('Never used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute('href', '/api-docs');
  });

  it('says so when there are no tokens', async () => {
    developer();
    stubFetch({ 'GET /api/v1/access-tokens': { tokens: [] } });
    await renderAccountSettings(<DevelopersPanel />);
    expect(await screen.findByText('You have not created any API tokens yet.')).toBeInTheDocument();
  });

  it('requires a token name', async () => {
    developer();
    const api = stubFetch({ 'GET /api/v1/access-tokens': { tokens: [] } });
    await renderAccountSettings(<DevelopersPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The token name field is required.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/access-tokens')).toHaveLength(0);
  });

  it('creates a token and shows its plain text once', async () => {
    developer();
    let tokens = [existing];
    const api = stubFetch({
      'GET /api/v1/access-tokens': () => ({ tokens }),
      'POST /api/v1/access-tokens': () => {
        tokens = [existing, created];
        return { token: created, plainTextToken: PLAIN_TEXT };
      },
    });
    const user = userEvent.setup();
    await renderAccountSettings(<DevelopersPanel />);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    await user.type(await screen.findByLabelText('Token name'), 'Scripts');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    expect(await within(dialog).findByText(PLAIN_TEXT)).toBeInTheDocument();
    expect(api.sent('POST /api/v1/access-tokens')[0].body).toEqual({ tokenName: 'Scripts' });
    expect(screen.getByRole('status')).toHaveTextContent('Token create');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(PLAIN_TEXT);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Scripts')).toBeInTheDocument();
    expect(screen.queryByText(PLAIN_TEXT)).not.toBeInTheDocument();
  });

  it('deletes a token after confirming', async () => {
    developer();
    let tokens = [existing];
    const api = stubFetch({
      'GET /api/v1/access-tokens': () => ({ tokens }),
      'DELETE /api/v1/access-tokens/1': () => {
        tokens = [];
        return {};
      },
    });
    await renderAccountSettings(<DevelopersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete token CI' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete token?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Token deleted');
    expect(api.sent('DELETE /api/v1/access-tokens/1')).toHaveLength(1);
    expect(await screen.findByText('You have not created any API tokens yet.')).toBeInTheDocument();
  });
});
