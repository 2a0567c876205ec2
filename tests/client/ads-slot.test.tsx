import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap, type BootstrapData } from '../../client/bootstrap/bootstrap-store';
import { AdSlot } from '../../client/ads/ad-slot';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { renderWithRouter } from './fixtures/render-with-router';

// SPEC sections 2 and 9, the ad slots: an admin's HTML in a sandboxed,
// lazily loaded frame (its document served by worker/ads/), never for holders of ads.hide.

const AD = '<a href="https://ads.example.test"><img src="https://ads.example.test/b.png" alt="Buy"></a>';

/** IntersectionObserver as the browser's, reporting only when a test says the slot came near. */
let observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observed = observed.filter((entry) => entry !== this.entry);
  }
}
const scrollNear = () =>
  act(() =>
    observed.forEach(({ callback, target }) => callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver)),
  );

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const withAds = (ads: Record<string, unknown>, overrides: Partial<BootstrapData> = {}) => {
  const base = makeBootstrap(overrides);
  setBootstrap({ ...base, settings: { ...base.settings, ads: { enable: true, general_top: '', artist_top: AD, ...ads } } });
};
const permitted = (...names: string[]) => ({ user: makeUser({ permissions: names.map((name) => ({ name, restrictions: [] })) }) });

describe('AdSlot', () => {
  it('renders the slot in a sandboxed frame of its own document, once it nears the viewport', async () => {
    withAds({}, permitted('music.view'));
    const { container } = await renderWithRouter(<AdSlot slot="artist_top" />, { path: '/artist/1' });
    // The frame's code is a lazy chunk: the slot appears once it has loaded.
    const slot = await screen.findByRole('complementary', { name: 'Advertisement' });
    expect(slot).toHaveStyle({ height: '250px' });
    expect(container.querySelector('iframe')).toBeNull();

    scrollNear();
    const frame = screen.getByTitle('Advertisement');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('src')).toMatch(/^\/ad-frames\/artist_top\?v=[0-9a-z]+$/);
    expect(frame).toHaveStyle({ maxWidth: '1000px' });
    // The admin's markup never enters the page itself.
    expect(container.querySelector('a[href="https://ads.example.test"]')).toBeNull();
    expect(container.innerHTML).not.toContain('ads.example.test');
  });

  it('gives a changed ad a new frame address, so no browser shows a cached old one', async () => {
    withAds({}, permitted('music.view'));
    const { unmount } = await renderWithRouter(<AdSlot slot="artist_top" />, { path: '/artist/1' });
    await screen.findByRole('complementary', { name: 'Advertisement' });
    scrollNear();
    const before = screen.getByTitle('Advertisement').getAttribute('src');
    unmount();
    withAds({ artist_top: `${AD}<p>new</p>` }, permitted('music.view'));
    await renderWithRouter(<AdSlot slot="artist_top" />, { path: '/artist/1' });
    await screen.findByRole('complementary', { name: 'Advertisement' });
    scrollNear();
    expect(screen.getByTitle('Advertisement').getAttribute('src')).not.toBe(before);
  });

  it('shows to guests as well', async () => {
    withAds({});
    await renderWithRouter(<AdSlot slot="artist_top" />, { path: '/artist/1' });
    expect(await screen.findByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
  });

  it.each([
    ['a user with ads.hide', {}, permitted('music.view', 'ads.hide'), '/artist/1'],
    ['an admin', {}, permitted('admin'), '/artist/1'],
    ['ads switched off', { enable: false }, permitted('music.view'), '/artist/1'],
    ['an empty slot', { artist_top: '  ' }, permitted('music.view'), '/artist/1'],
    ['the admin area', {}, permitted('music.view'), '/admin/settings'],
    ['an embed', {}, permitted('music.view'), '/track/1/song/embed'],
  ])('renders nothing for %s', async (_case, ads, overrides, path) => {
    withAds(ads, overrides);
    await renderWithRouter(<AdSlot slot="artist_top" />, { path });
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).not.toBeInTheDocument();
  });
});
