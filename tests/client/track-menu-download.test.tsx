import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { TrackMenuButton } from '../../client/music/track-menu-button';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeTrack } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

// Issue 26 part 8h: the download route exists; a track's menu leads to it for holders of music.download.

const track = makeTrack({ id: 42, name: 'Sinnerman' });

async function openMenu() {
  stubFetch({});
  await renderWithRouter(<TrackMenuButton track={track} />);
  await userEvent.click(screen.getByRole('button', { name: 'More options for Sinnerman' }));
  // The menu's module loads on first open.
  return screen.findByRole('menu', { name: 'Track options' }, { timeout: 5000 });
}

afterEach(() => vi.restoreAllMocks());

describe('Download in the track menu', () => {
  it('downloads the track for a user holding music.download', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ permissions: [{ name: 'music.download', restrictions: [] }] }) }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(clicked).toHaveLength(1);
    expect(new URL(clicked[0].href).pathname).toBe('/api/v1/tracks/42/download');
    expect(clicked[0].hasAttribute('download')).toBe(true);
  });

  it('is not offered without the permission, to a user or a guest', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ permissions: [{ name: 'music.play', restrictions: [] }] }) }));
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('is offered to guests when the guest role holds it', async () => {
    setBootstrap(makeBootstrap({ user: null, guest_role: { id: 1, name: 'guests', permissions: [{ name: 'music.download', restrictions: [] }] } as never }));
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Download' })).toBeInTheDocument();
  });
});
