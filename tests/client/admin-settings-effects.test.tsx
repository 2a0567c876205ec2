import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap, type BootstrapData } from '../../client/bootstrap/bootstrap-store';
import { ConnectedPlayerBar } from '../../client/player/player-bar-connected';
import { PLAYER_STORAGE_KEY } from '../../client/player/player-constants';
import { restorePlayerState } from '../../client/player/player-persistence';
import { getPlayerState } from '../../client/player/player-store';
import { useAnalytics } from '../../client/analytics/use-analytics';
import { makeBootstrap } from './fixtures/bootstrap-fixture';
import { resetPlayer } from './fixtures/player-fixture';
import { renderWithRouter } from './fixtures/render-with-router';

// What the admin's settings change for listeners: the player subpage's
// defaults and the analytics subpage's measurement id.

const withSettings = (settings: Record<string, unknown>, overrides: Partial<BootstrapData> = {}) => {
  const base = makeBootstrap(overrides);
  setBootstrap({ ...base, settings: { ...base.settings, ...settings } });
};

describe('player settings', () => {
  beforeEach(resetPlayer);
  afterEach(resetPlayer);

  it('hide the lyrics and queue buttons when the admin says so', async () => {
    withSettings({ player: { hide_lyrics: false, hide_queue: false } });
    const { unmount } = await renderWithRouter(<ConnectedPlayerBar />);
    expect(screen.getByRole('link', { name: 'Lyrics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Queue' })).toBeInTheDocument();
    unmount();

    withSettings({ player: { hide_lyrics: true, hide_queue: true } });
    await renderWithRouter(<ConnectedPlayerBar />);
    expect(screen.queryByRole('link', { name: 'Lyrics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Queue' })).not.toBeInTheDocument();
  });

  it("start a first visit at the default volume, and keep a listener's saved one", () => {
    withSettings({ player: { default_volume: 25 } });
    restorePlayerState();
    expect(getPlayerState().volume).toBe(25);

    localStorage.setItem(
      PLAYER_STORAGE_KEY,
      JSON.stringify({ queue: [], index: -1, context: null, position: 0, volume: 90, muted: false, shuffle: false, repeat: 'off' }),
    );
    restorePlayerState();
    expect(getPlayerState().volume).toBe(90);
  });
});

describe('analytics', () => {
  // Scripts the hook adds to the head, kept out of the test DOM (which would try to fetch them).
  let added: HTMLScriptElement[] = [];
  const gtagScripts = () => added.filter((script) => script.src.startsWith('https://www.googletagmanager.com/gtag/js'));
  function Probe() {
    useAnalytics();
    return null;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
  beforeEach(async () => {
    // Warm the lazy loader's module, so a wrong load would land before the assertions below.
    await import('../../client/analytics/gtag');
    added = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push(node as unknown as HTMLScriptElement);
      return node;
    });
  });
  afterEach(() => {
    delete window.gtag;
    delete window.dataLayer;
  });

  it('loads nothing without a measurement id', async () => {
    withSettings({ analytics: { tracking_id: '' } });
    await renderWithRouter(<Probe />);
    await settle();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('waits for the cookie notice to be accepted', async () => {
    withSettings({ analytics: { tracking_id: 'G-TEST12345' } }, { show_cookie_notice: true });
    await renderWithRouter(<Probe />);
    await settle();
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('loads gtag.js once with the id and reports the page view', async () => {
    withSettings({ analytics: { tracking_id: 'G-TEST12345' } }, { show_cookie_notice: false });
    await renderWithRouter(<Probe />, { path: '/album/1' });
    // The tag's loader is a lazy chunk of its own.
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(gtagScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345']);
    const commands = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(commands).toContainEqual(['config', 'G-TEST12345', { send_page_view: false }]);
    expect(commands.some(([name, event]) => name === 'event' && event === 'page_view')).toBe(true);
  });
});
