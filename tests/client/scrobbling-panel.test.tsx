import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { visibleSections } from '../../client/account-settings/account-sections';
import { ScrobblingPanel } from '../../client/scrobbling/scrobbling-panel';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const PLAY = [{ name: 'music.play', restrictions: [] as [] }];
const listener = () => setBootstrap(makeBootstrap({ user: makeUser({ permissions: PLAY }) }));
const connection = (overrides: Record<string, unknown> = {}) => ({
  id: 4,
  service: 'listenbrainz',
  account_name: 'ada',
  status: 'connected',
  status_message: null,
  status_at: '2024-05-01T00:00:00.000Z',
  last_scrobble_at: null,
  pending: 0,
  created_at: '2024-05-01T00:00:00.000Z',
  ...overrides,
});
const answer = (connections: unknown[], lastfm = false) => ({ services: { listenbrainz: true, lastfm }, connections });

describe('ScrobblingPanel', () => {
  it('is listed only for listeners who may play music', () => {
    const ids = (permissions: { name: string; restrictions: [] }[]) => visibleSections(makeBootstrap({ user: makeUser({ permissions }) })).map((s) => s.id);
    expect(ids(PLAY)).toContain('scrobbling');
    expect(ids([])).not.toContain('scrobbling');
  });

  it('connects ListenBrainz with a token, showing the server\'s refusal on the field', async () => {
    listener();
    let connected = false;
    const api = stubFetch({
      'GET /api/v1/scrobbling/connections': () => answer(connected ? [connection()] : []),
      'POST /api/v1/scrobbling/listenbrainz': (request: StubRequest) => {
        if ((request.body as { token: string }).token === 'wrong') return fail(422, { message: 'Invalid', errors: { token: ['ListenBrainz does not accept this token.'] } });
        connected = true;
        return { connection: connection() };
      },
    });
    const user = userEvent.setup();
    await renderAccountSettings(<ScrobblingPanel />);
    const panel = screen.getByRole('region', { name: 'Scrobbling' });
    const field = await within(panel).findByLabelText('ListenBrainz user token');
    expect(within(panel).getByRole('link', { name: 'Find your token' })).toHaveAttribute('href', 'https://listenbrainz.org/settings/');
    // Last.fm is not offered: the admin has not set its key.
    expect(within(panel).queryByRole('button', { name: 'Connect Last.fm' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Connect' }));
    expect(await within(panel).findByText('The token field is required.')).toBeInTheDocument();
    await user.type(field, 'wrong');
    await user.click(within(panel).getByRole('button', { name: 'Connect' }));
    expect(await within(panel).findByText('ListenBrainz does not accept this token.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'lb-right{Enter}');
    expect(await within(panel).findByText('Connected as ada')).toBeInTheDocument();
    expect(within(panel).getByText('No scrobbles sent yet')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/scrobbling/listenbrainz').map((r) => r.body)).toEqual([{ token: 'wrong' }, { token: 'lb-right' }]);
    expect(api.unexpected).toEqual([]);
  });

  it('shows a revoked connection with the reason, pending scrobbles and a way to reconnect', async () => {
    listener();
    stubFetch({
      'GET /api/v1/scrobbling/connections': answer(
        [
          connection({ status: 'revoked', status_message: 'Invalid authorization token.', pending: 3, last_scrobble_at: '2024-05-02T00:00:00.000Z' }),
          connection({ id: 5, service: 'lastfm', account_name: 'ada-fm', status: 'error', status_message: 'Service offline' }),
        ],
        true,
      ),
    });
    await renderAccountSettings(<ScrobblingPanel />);
    const panel = screen.getByRole('region', { name: 'Scrobbling' });
    expect(await within(panel).findByText('ListenBrainz no longer accepts this connection. Reconnect to resume scrobbling.', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText('Invalid authorization token.')).toBeInTheDocument();
    expect(within(panel).getByText(/3 waiting to be sent/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(within(panel).getByText('Service offline')).toBeInTheDocument();
    // A failing (not revoked) Last.fm connection needs no reconnect: it recovers on its own.
    expect(within(panel).queryByRole('button', { name: 'Reconnect Last.fm' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Connect Last.fm' })).not.toBeInTheDocument();
  });

  it('starts the Last.fm web authentication and disconnects after confirming', async () => {
    listener();
    let gone = false;
    const api = stubFetch({
      'GET /api/v1/scrobbling/connections': () => answer(gone ? [] : [connection()], true),
      'POST /api/v1/scrobbling/lastfm/start': fail(500, { message: 'Server Error' }),
      'DELETE /api/v1/scrobbling/connections/4': () => {
        gone = true;
        return {};
      },
    });
    const user = userEvent.setup();
    await renderAccountSettings(<ScrobblingPanel />);
    const panel = screen.getByRole('region', { name: 'Scrobbling' });
    await user.click(await within(panel).findByRole('button', { name: 'Connect Last.fm' }));
    await waitFor(() => expect(api.sent('POST /api/v1/scrobbling/lastfm/start')).toHaveLength(1));

    await user.click(within(panel).getByRole('button', { name: 'Disconnect ListenBrainz' }));
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.sent('DELETE /api/v1/scrobbling/connections/4')).toHaveLength(1));
    expect(await within(panel).findByLabelText('ListenBrainz user token')).toBeInTheDocument();
  });

  it('says so when the connections cannot load, and tries again', async () => {
    listener();
    let broken = true;
    stubFetch({ 'GET /api/v1/scrobbling/connections': () => (broken ? fail(500, { message: 'Server Error' }) : answer([])) });
    const user = userEvent.setup();
    await renderAccountSettings(<ScrobblingPanel />);
    expect(await screen.findByText('Could not load your scrobbling connections.', { exact: false })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('ListenBrainz user token')).toBeInTheDocument();
  });
});
