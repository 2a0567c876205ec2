import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { renderAccountSettings } from './fixtures/render-account-settings';
import { columnPreferences, pageOf, signInAdmin } from './fixtures/admin-fixtures';
import { AccountMenu } from '../../client/layout/account-menu';
import type { BackstageRequestPayload } from '../../worker/backstage-requests/request-types';

// Issue 16: the request forms' validation and the request-submitted page's states.

const listener = () =>
  makeUser({
    permissions: [
      { name: 'music.view', restrictions: [] },
      { name: 'backstageRequests.create', restrictions: [] },
    ],
  });

const request = (overrides: Partial<BackstageRequestPayload> = {}): BackstageRequestPayload => ({
  id: 12,
  type: 'become-artist',
  status: 'pending',
  artist_name: 'Night Trains',
  artist_id: null,
  requester_role: 'artist',
  image: null,
  bio: null,
  links: [],
  message: null,
  note: null,
  reviewed_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  user: { id: 7, name: 'Ada Lovelace', image: null },
  artist: null,
  attachments: [],
  ...overrides,
});

describe('/backstage/requests', () => {
  it('sends listeners without backstageRequests.create to /404', async () => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    stubFetch({});
    const { router } = await renderApp('/backstage/requests/become-artist');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows the three types with the state of the latest request of each', async () => {
    setBootstrap(makeBootstrap({ user: listener() }));
    stubFetch({ 'GET /api/v1/backstage-requests/me': { requests: [request(), request({ id: 3, type: 'claim-artist', status: 'denied', artist_name: 'Old Band' })] } });
    await renderApp('/backstage/requests');
    const become = (await screen.findByRole('heading', { name: 'Become an artist' })).closest('li')!;
    expect(within(become).getByText('Pending')).toBeInTheDocument();
    expect(within(become).getByText('Your request is being reviewed.')).toBeInTheDocument();
    expect(within(become).queryByRole('link', { name: /Start|new request/ })).toBeNull();
    const claim = screen.getByRole('heading', { name: 'Claim an artist' }).closest('li')!;
    expect(within(claim).getByText('Denied')).toBeInTheDocument();
    expect(within(claim).getByRole('link', { name: 'Send a new request' })).toHaveAttribute('href', '/backstage/requests/claim-artist');
    const verify = screen.getByRole('heading', { name: 'Verify an artist' }).closest('li')!;
    expect(within(verify).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/backstage/requests/verify-artist');
  });
});

describe('become-artist form', () => {
  it('refuses an empty name and a bad link before sending, then sends and opens the request-submitted page', async () => {
    setBootstrap(makeBootstrap({ user: listener() }));
    const api = stubFetch({
      'POST /api/v1/backstage-requests': { request: request({ id: 44 }) },
      'GET /api/v1/backstage-requests/44': { request: request({ id: 44 }) },
    });
    const { router } = await renderApp('/backstage/requests/become-artist');
    await userEvent.click(await screen.findByRole('button', { name: 'Add link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'URL' }), 'ftp://nope');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Site');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(screen.getByText('Each link must be an http or https URL.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/backstage-requests')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Artist name' }), 'Night Trains');
    await userEvent.clear(screen.getByRole('textbox', { name: 'URL' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'URL' }), 'https://example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Your role' }), 'label');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backstage/requests/44/request-submitted'));
    expect(api.sent('POST /api/v1/backstage-requests')[0].body).toEqual({
      type: 'become-artist',
      artist_name: 'Night Trains',
      image_entry_id: null,
      bio: '',
      links: [{ url: 'https://example.com', title: 'Site' }],
      requester_role: 'label',
      attachments: [],
    });
    expect(await screen.findByRole('heading', { name: 'Request submitted' })).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    setBootstrap(makeBootstrap({ user: listener() }));
    stubFetch({ 'POST /api/v1/backstage-requests': fail(422, { message: 'Bad', errors: { artist_name: ['That name is taken by a verified artist.'] } }) });
    await renderApp('/backstage/requests/become-artist');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Artist name' }), 'Taken');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('That name is taken by a verified artist.')).toBeInTheDocument();
  });
});

describe('claim-artist form', () => {
  it('needs an artist found by search and a message', async () => {
    setBootstrap(makeBootstrap({ user: listener() }));
    const api = stubFetch({
      'GET /api/v1/search/artists': { pagination: { data: [{ model_type: 'artist', id: 5, name: 'Velvet Harbor', image: null, verified: false, plays: 0, followers_count: 0 }], current_page: 1, per_page: 8, total: 1, last_page: 1, from: 1, to: 1 } },
      'POST /api/v1/backstage-requests': { request: request({ id: 45, type: 'claim-artist', artist_id: 5 }) },
      'GET /api/v1/backstage-requests/45': { request: request({ id: 45, type: 'claim-artist', artist_id: 5 }) },
    });
    await renderApp('/backstage/requests/claim-artist');
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose an artist.')).toBeInTheDocument();
    expect(screen.getByText('Tell us who you are to this artist.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find the artist' }), 'velvet');
    await userEvent.click(await screen.findByRole('button', { name: 'Velvet Harbor' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Who are you?' }), 'I play bass in it.');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.sent('POST /api/v1/backstage-requests')).toHaveLength(1));
    expect(api.sent('POST /api/v1/backstage-requests')[0].body).toMatchObject({ type: 'claim-artist', artist_id: 5, message: 'I play bass in it.', requester_role: 'artist' });
  });
});

describe('request-submitted page', () => {
  it('shows an approved request with the link to edit its artist, and takes the new permissions at once', async () => {
    setBootstrap(makeBootstrap({ user: listener() }));
    const artist = makeUser({ roles: [{ id: 1, name: 'users' }, { id: 3, name: 'artists' }], permissions: [...listener().permissions, { name: 'music.create', restrictions: [] }] });
    const api = stubFetch({
      'GET /api/v1/backstage-requests/12': { request: request({ status: 'approved', artist_id: 90, note: 'Welcome!' }) },
      'GET /api/v1/bootstrap-data': { bootstrapData: makeBootstrap({ user: artist }) },
    });
    await renderApp('/backstage/requests/12/request-submitted');
    expect(await screen.findByRole('heading', { name: 'Request approved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your artist' })).toHaveAttribute('href', '/backstage/artists/90/edit');
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(api.sent('GET /api/v1/bootstrap-data')).toHaveLength(1);
    expect(getBootstrap().user!.permissions.map((p) => p.name)).toContain('music.create');
  });

  it('shows a denied request with the note and no edit link', async () => {
    setBootstrap(makeBootstrap({ user: listener() }));
    stubFetch({ 'GET /api/v1/backstage-requests/12': { request: request({ status: 'denied', note: 'We could not confirm it is you.' }) } });
    await renderApp('/backstage/requests/12/request-submitted');
    expect(await screen.findByRole('heading', { name: 'Request denied' })).toBeInTheDocument();
    expect(screen.getByText('We could not confirm it is you.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit your artist' })).toBeNull();
  });

  it("shows the 404 page for someone else's request", async () => {
    setBootstrap(makeBootstrap({ user: listener() }));
    stubFetch({ 'GET /api/v1/backstage-requests/12': fail(404, { message: 'Not Found' }) });
    await renderApp('/backstage/requests/12/request-submitted', { retry: false });
    expect(await screen.findByText("Looks like you've found the doorway to the great nothing")).toBeInTheDocument();
  });

  it('says so when the request cannot be loaded', async () => {
    setBootstrap(makeBootstrap({ user: listener() }));
    stubFetch({ 'GET /api/v1/backstage-requests/12': fail(500, { message: 'Server Error' }) });
    await renderApp('/backstage/requests/12/request-submitted', { retry: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an issue loading this page');
  });
});

describe('the account menu’s "Become artist"', () => {
  const menuFor = async (user: ReturnType<typeof makeUser>, settings: Record<string, unknown> = {}) => {
    const bootstrap = makeBootstrap({ user });
    setBootstrap({ ...bootstrap, settings: { ...bootstrap.settings, ...settings } });
    stubFetch({ 'GET /api/v1/me/workspaces': { workspaces: [] } });
    await renderAccountSettings(<AccountMenu user={user} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 }));
    return screen.findByRole('menu');
  };

  it('is offered to listeners who may apply', async () => {
    expect(within(await menuFor(listener())).getByRole('menuitem', { name: 'Become artist' })).toBeInTheDocument();
  });

  it('is hidden from artists (music.create)', async () => {
    const artist = makeUser({ permissions: [...listener().permissions, { name: 'music.create', restrictions: [] }] });
    expect(within(await menuFor(artist)).queryByRole('menuitem', { name: 'Become artist' })).toBeNull();
  });

  it('is hidden when the site hides it (backstage.hide_become_artist)', async () => {
    const menu = await menuFor(listener(), { backstage: { hide_become_artist: true } });
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Become artist' })).toBeNull();
  });
});

describe('/admin/backstage-requests', () => {
  it('lists requests filtered by type, and the review page approves with a note', async () => {
    signInAdmin();
    const row = { id: 12, type: 'claim-artist', status: 'pending', artist_name: 'Velvet Harbor', artist_id: 5, requester_role: 'manager', reviewed_at: null, created_at: '2026-11-20T10:00:00.000Z', user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', image: null } };
    const claim = request({
      type: 'claim-artist',
      artist_id: 5,
      artist_name: 'Velvet Harbor',
      requester_role: 'manager',
      message: 'I book their shows.',
      user: { id: 7, name: 'Ada Lovelace', image: null, email: 'ada@example.com' },
      artist: { id: 5, name: 'Velvet Harbor', image: null, verified: false },
      attachments: [{ id: 31, name: 'contract.pdf', mime: 'application/pdf', file_size: 2048, url: '/api/v1/backstage-requests/12/attachments/31' }],
    });
    const api = stubFetch({
      ...columnPreferences('backstage-requests'),
      'GET /api/v1/backstage-requests': pageOf([row]),
      'GET /api/v1/backstage-requests/12': { request: claim },
      'POST /api/v1/backstage-requests/12/approve': { request: { ...claim, status: 'approved', note: 'Welcome' } },
    });
    const { router } = await renderApp('/admin/backstage-requests');
    const table = await screen.findByRole('table');
    const line = within(table).getByText('ada@example.com').closest('tr')!;
    expect(within(line).getByText('Claim artist')).toBeInTheDocument();
    expect(within(line).getByText('Pending')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'verify-artist');
    await waitFor(() => expect(api.sent('GET /api/v1/backstage-requests').at(-1)!.query.get('type')).toBe('verify-artist'));

    await router.navigate({ to: '/admin/backstage-requests/$requestId', params: { requestId: 12 } });
    expect(await screen.findByRole('heading', { name: 'Velvet Harbor', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('I book their shows.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /contract\.pdf/ })).toHaveAttribute('href', '/api/v1/backstage-requests/12/attachments/31');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Welcome');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.sent('POST /api/v1/backstage-requests/12/approve')).toHaveLength(1));
    expect(api.sent('POST /api/v1/backstage-requests/12/approve')[0].body).toEqual({ note: 'Welcome' });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('keeps the dialog open with the server’s message when the review fails', async () => {
    signInAdmin();
    stubFetch({
      'GET /api/v1/backstage-requests/12': { request: request() },
      'POST /api/v1/backstage-requests/12/deny': fail(409, { message: 'This request has already been reviewed.' }),
    });
    await renderApp('/admin/backstage-requests/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request has already been reviewed.');
  });
});
