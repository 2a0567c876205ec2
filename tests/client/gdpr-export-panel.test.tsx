import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { visibleSections } from '../../client/account-settings/account-sections';
import { DataExportPanel } from '../../client/account-settings/data-export/data-export-panel';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

// docs/api/accounts.md "Your data": the GDPR export from account settings.

const signIn = (dataExport: boolean) => {
  const base = makeBootstrap({ user: makeUser() });
  setBootstrap({ ...base, settings: { ...base.settings, gdpr: { data_export: dataExport } } });
  return base;
};

describe('Your data panel', () => {
  it('is listed while gdpr.data_export is on, before the danger zone', () => {
    const on = visibleSections({ ...makeBootstrap({ user: makeUser() }), settings: { ...makeBootstrap().settings, gdpr: { data_export: true } } });
    expect(on.map((section) => section.id).slice(-2)).toEqual(['your-data', 'danger-zone']);
    const off = visibleSections({ ...makeBootstrap({ user: makeUser() }), settings: { ...makeBootstrap().settings, gdpr: { data_export: false } } });
    expect(off.map((section) => section.id)).not.toContain('your-data');
  });

  it('downloads the file under the name the server gives', async () => {
    signIn(true);
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('{"account":{"id":7}}', { headers: { 'Content-Disposition': 'attachment; filename="data-export-2031-01-01.json"' } }),
      );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await renderAccountSettings(<DataExportPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(saved).toEqual(['data-export-2031-01-01.json']));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0][0])).toBe('/api/v1/users/me/export');
  });

  it("shows the server's message when it refuses (too many exports)", async () => {
    signIn(true);
    stubFetch({ 'GET /api/v1/users/me/export': fail(429, { message: 'Too Many Attempts.' }) });
    await renderAccountSettings(<DataExportPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    expect(await screen.findByText('Too Many Attempts.')).toBeInTheDocument();
  });
});
