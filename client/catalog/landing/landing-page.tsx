import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { MediaGrid } from '../../music/media-grid';
import { buttonStyles } from '../../ui/button-styles';
import { useHomeChannel } from '../channel/home-channel-query';
import { Section } from '../section';
import { useDocumentTitle } from '../use-document-title';
import { channelAlbums } from './channel-albums';

const ALBUMS_SHOWN = 6;

/**
 * The marketing page (SPEC.md section 2, landing): the site's name and
 * description, the way in (register, log in, or open the app when signed in)
 * and a taste of the catalog. `nav` is the landing-page-navbar menu.
 */
export function LandingPage({ nav }: { nav?: ReactNode }) {
  const trans = useTrans();
  const { branding, user, registration } = useBootstrap();
  const home = useHomeChannel();
  useDocumentTitle(null);
  const albums = home.data ? channelAlbums(home.data, ALBUMS_SHOWN) : [];

  return (
    <div className="pt-4">
      {nav}
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary/40 via-primary/10 to-transparent px-6 py-14 text-center md:px-12 md:py-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-fg md:text-6xl">{branding.site_name}</h1>
        {branding.site_description && <p className="mx-auto mt-4 max-w-2xl text-base text-muted md:text-xl">{trans(branding.site_description)}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {user ? (
            <Link to="/" className={buttonStyles({ size: 'lg' })}>
              {trans('Open the app')}
            </Link>
          ) : (
            <>
              {!registration.disable && (
                <Link to="/register" className={buttonStyles({ size: 'lg' })}>
                  {trans('Get started')}
                </Link>
              )}
              <Link to="/login" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
                {trans('Log in')}
              </Link>
            </>
          )}
        </div>
      </section>
      {(home.isPending || albums.length > 0) && (
        <Section title={trans('Popular albums')}>
          <MediaGrid items={albums} isLoading={home.isPending} />
        </Section>
      )}
    </div>
  );
}
