import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import type { OverviewReport, PlaysReport, ReportSeries, VisitorsReport } from '../../worker/insights/insights-types';
import { signInAdmin } from './fixtures/admin-fixtures';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';

// Issue 16: the insights pages, the admin reports and the SPA's page-view beacon (docs/api/insights.md).

const frame: PlaysReport['frame'] = {
  timezone: 'UTC',
  granularity: 'day',
  current: { start: '2026-03-01T00:00:00.000Z', end: '2026-03-04T00:00:00.000Z' },
  previous: { start: '2026-02-26T00:00:00.000Z', end: '2026-03-01T00:00:00.000Z' },
};

const series = (values: number[], previous: number[]): ReportSeries => ({
  value: values.reduce((a, b) => a + b, 0),
  previous: previous.reduce((a, b) => a + b, 0),
  series: values.map((value, i) => ({ bucket: `2026-03-0${i + 1}`, value })),
  previous_series: previous.map((value, i) => ({ bucket: `2026-02-2${i + 6}`, value })),
});

const playsReport = (overrides: Partial<PlaysReport> = {}): PlaysReport => ({
  frame,
  subject: { type: 'album', id: 12, name: 'Low Tide', image: null },
  // 1,234 against 1,102: +12%.
  plays: series([400, 734, 100], [1000, 100, 2]),
  listeners: { value: 310, previous: 310 },
  top_tracks: [{ key: '5', label: 'Harbor Lights', value: 900, previous: 450, image: '/storage/images/5.svg', artists: [{ id: 7, name: 'Velvet Harbor' }] }],
  top_albums: [],
  countries: [
    { key: 'US', label: 'US', value: 800, previous: 0 },
    { key: 'DE', label: 'DE', value: 434, previous: 500 },
    { key: '', label: 'Unknown', value: 10, previous: 0 },
  ],
  cities: [{ key: 'DE:Berlin', label: 'Berlin', value: 300, previous: 300 }],
  devices: [{ key: 'mobile', label: 'Mobile', value: 1000, previous: 900 }],
  platforms: [{ key: 'android', label: 'Android', value: 1000, previous: 900 }],
  browsers: [{ key: 'chrome', label: 'Chrome', value: 1234, previous: 1102 }],
  ...overrides,
});

const visitorsReport = (): VisitorsReport => ({
  frame,
  views: series([50, 50, 50], [100, 100, 100]),
  visitors: { value: 40, previous: 0 },
  pages: [{ key: '/', label: '/', value: 90, previous: 100 }],
  referrers: [{ key: '', label: 'Direct', value: 150, previous: 300 }],
  countries: [],
  cities: [],
  devices: [],
  platforms: [],
  browsers: [],
});

const signInArtist = () => setBootstrap(makeBootstrap({ user: makeUser({ roles: [{ id: 3, name: 'artists' }] }) }));

describe('/backstage/albums/{albumId}/insights', () => {
  it('shows the figures against the previous period, the breakdowns, and the chart as a table', async () => {
    signInArtist();
    stubFetch({ 'GET /api/v1/insights/album/12': playsReport() });
    await renderApp('/backstage/albums/12/insights');

    expect(await screen.findByRole('heading', { name: 'Low Tide: insights' })).toBeInTheDocument();
    expect(screen.getByText('1,234 plays, +12% vs previous period')).toBeInTheDocument();
    expect(screen.getByText('310 listeners, no change vs previous period')).toBeInTheDocument();

    const tracks = screen.getByRole('region', { name: 'Top tracks' });
    const track = within(tracks).getByRole('rowheader', { name: /Harbor Lights/ }).closest('tr')!;
    expect(within(track).getByText('Velvet Harbor')).toBeInTheDocument();
    expect(track.querySelector('img')).toHaveAttribute('src', '/storage/images/5.svg');
    expect(within(track).getByRole('cell', { name: '900' })).toBeInTheDocument();
    expect(within(track).getByRole('cell', { name: '+100%' })).toBeInTheDocument();

    const countries = within(screen.getByRole('region', { name: 'Countries' })).getAllByRole('row').slice(1);
    expect(countries.map((row) => row.textContent)).toEqual(['🇺🇸United States800new', '🇩🇪Germany434−13%', 'Unknown10new']);
    expect(within(screen.getByRole('region', { name: 'Cities' })).getByRole('rowheader')).toHaveTextContent('Berlin');
    // An album has no top albums of its own.
    expect(screen.queryByRole('region', { name: 'Top albums' })).not.toBeInTheDocument();

    const chart = screen.getByRole('img', { name: /^Plays from Mar 1, 2026 to Mar 3, 2026: 1,234 in total/ });
    expect(chart).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(screen.getByRole('region', { name: 'Plays over time' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Mar 1, 2026', '400', '1,000'],
      ['Mar 2, 2026', '734', '100'],
      ['Mar 3, 2026', '100', '2'],
    ]);
  });

  it('sends the range and granularity chosen, kept in the URL', async () => {
    signInArtist();
    const api = stubFetch({ 'GET /api/v1/insights/album/12': playsReport() });
    const { router } = await renderApp('/backstage/albums/12/insights');
    await screen.findByText('1,234 plays, +12% vs previous period');
    expect(api.sent('GET /api/v1/insights/album/12')[0].query.get('range')).toBe('30d');

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(api.sent('GET /api/v1/insights/album/12').at(-1)!.query.get('range')).toBe('7d'));
    expect(router.state.location.search).toEqual({ range: '7d' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Granularity' }), 'hour');
    await waitFor(() => expect(api.sent('GET /api/v1/insights/album/12').at(-1)!.query.get('granularity')).toBe('hour'));
    expect(router.state.location.search).toEqual({ range: '7d', granularity: 'hour' });

    // Hours over a year: the picker offers none, and the hourly choice is dropped.
    await userEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ range: '12m' }));
    expect(within(screen.getByRole('combobox', { name: 'Granularity' })).queryByRole('option', { name: 'Hourly' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-01-10');
    await userEvent.type(screen.getByLabelText('To'), '2026-01-05');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(/Choose a start date on or before the end date/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-01-20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(Object.fromEntries(api.sent('GET /api/v1/insights/album/12').at(-1)!.query)).toEqual({ range: 'custom', start: '2026-01-10', end: '2026-01-20' }));
  });

  it('says so when nothing was played, when loading fails, and when the insights are someone else’s', async () => {
    signInArtist();
    stubFetch({
      'GET /api/v1/insights/album/12': playsReport({ plays: series([0, 0, 0], [5, 0, 0]) }),
      'GET /api/v1/insights/track/5': fail(500, { message: 'Server error' }),
      'GET /api/v1/insights/artist/7': fail(403, { message: 'This action is unauthorized.' }),
    });
    const { unmount } = await renderApp('/backstage/albums/12/insights', { retry: false });
    expect(await screen.findByText('No plays in this period yet')).toBeInTheDocument();
    unmount();

    const failed = await renderApp('/backstage/tracks/5/insights', { retry: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    failed.unmount();

    await renderApp('/backstage/artists/7/insights', { retry: false });
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have access to these insights");
    expect(screen.queryByRole('button', { name: 'Last 7 days' })).not.toBeInTheDocument();
  });
});

describe('/admin insights and reports', () => {
  it('the admin track insights page is the same page, with the top tracks left out for a track', async () => {
    signInAdmin();
    stubFetch({ 'GET /api/v1/insights/track/5': playsReport({ subject: { type: 'track', id: 5, name: 'Harbor Lights', image: null }, top_tracks: [] }) });
    await renderApp('/admin/tracks/5/insights');
    expect(await screen.findByRole('heading', { name: 'Harbor Lights: insights' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top tracks' })).not.toBeInTheDocument();
  });

  it('/admin shows the totals, each trend against the previous period, and links to the reports', async () => {
    signInAdmin();
    const overview: OverviewReport = {
      frame,
      totals: { users: 1500, tracks: 71, albums: 14, artists: 12, playlists: 40, plays: 98765, files: 90, file_bytes: 37_000_000 },
      new_users: series([10, 20, 30], [20, 20, 20]),
      plays: series([400, 734, 100], [1000, 100, 2]),
      uploads: series([0, 0, 0], [0, 0, 0]),
      new_subscriptions: series([1, 0, 0], [0, 0, 0]),
      page_views: series([50, 50, 50], [100, 100, 100]),
    };
    const api = stubFetch({ 'GET /api/v1/admin/reports/overview': overview });
    await renderApp('/admin');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('98,765')).toBeInTheDocument();
    expect(within(totals).getByText('37 MB')).toBeInTheDocument();
    const trends = screen.getByRole('region', { name: 'Trends' });
    expect(within(trends).getByText('60 new users, no change vs previous period')).toBeInTheDocument();
    expect(within(trends).getByText('1,234 plays, +12% vs previous period')).toBeInTheDocument();
    expect(within(trends).getByText('0 uploads, none in either period')).toBeInTheDocument();
    expect(within(trends).getByText('1 new subscription, none in the previous period')).toBeInTheDocument();
    expect(within(trends).getByText('150 page views, −50% vs previous period')).toBeInTheDocument();
    expect(within(trends).getByRole('img', { name: /^Page views from Mar 1, 2026 to Mar 3, 2026: 150 in total/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plays report' })).toHaveAttribute('href', '/admin/plays');
    expect(screen.getByRole('link', { name: 'Visitors report' })).toHaveAttribute('href', '/admin/visitors');
    expect(api.sent('GET /api/v1/admin/reports/overview')[0].query.get('range')).toBe('30d');
  });
});

describe('page-view beacon', () => {
  it('posts each SPA navigation after the first page, with the path and the referrer', async () => {
    signInAdmin();
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
    const api = stubFetch({
      'GET /api/v1/admin/reports/plays': playsReport({ subject: null }),
      'GET /api/v1/admin/reports/visitors': fail(500),
      'POST /api/v1/analytics/page-views': {},
    });
    const fetchSpy = vi.mocked(globalThis.fetch);
    const { router } = await renderApp('/admin/plays', { retry: false });
    await screen.findByText('1,234 plays, +12% vs previous period');
    expect(api.sent('POST /api/v1/analytics/page-views')).toHaveLength(0);

    await act(() => router.navigate({ to: '/admin/visitors' }));
    await waitFor(() => expect(api.sent('POST /api/v1/analytics/page-views')).toHaveLength(1));
    expect(api.sent('POST /api/v1/analytics/page-views')[0].body).toEqual({ path: '/admin/visitors' });
    const init = fetchSpy.mock.calls.find(([url]) => String(url).includes('page-views'))![1]!;
    expect(init.keepalive).toBe(true);
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('token-1');

    // A new range on the same page is no new page view.
    await act(() => router.navigate({ to: '/admin/visitors', search: { range: '7d' } }));
    await act(() => router.navigate({ to: '/admin/plays' }));
    await waitFor(() => expect(api.sent('POST /api/v1/analytics/page-views')).toHaveLength(2));
    expect(api.sent('POST /api/v1/analytics/page-views')[1].body).toEqual({ path: '/admin/plays' });
  });

  it('sends nothing from inside the appearance editor preview', async () => {
    signInAdmin();
    // SPEC section 4: the editor frames the app at an address carrying this flag.
    window.history.replaceState(null, '', '/?appearanceEditor=true');
    const api = stubFetch({ 'GET /api/v1/admin/reports/plays': playsReport({ subject: null }), 'GET /api/v1/admin/reports/visitors': visitorsReport() });
    try {
      const { router } = await renderApp('/admin/plays');
      await act(() => router.navigate({ to: '/admin/visitors' }));
      expect(await screen.findByText('150 page views, −50% vs previous period')).toBeInTheDocument();
      expect(screen.getByText('40 visitors, none in the previous period')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Referrers' })).getByRole('rowheader')).toHaveTextContent('Direct');
      expect(api.unexpected).toEqual([]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
