import type { ReactNode } from 'react';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { MediaGrid } from '../../music/media-grid';
import { useHomeChannel } from '../channel/home-channel-query';
import { Section } from '../section';
import { useDocumentTitle } from '../use-document-title';
import { channelAlbums } from './channel-albums';
import { PrimaryFeatures, SecondaryFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { landingSettings } from './landing-settings';

const ALBUMS_SHOWN = 6;

/**
 * The marketing page (SPEC.md section 2, landing), as the appearance editor
 * sets it up (issue 27 part 6, the settings `landing.*`): the hero with its
 * buttons, the primary and secondary features, then a taste of the catalog.
 * It reads bootstrap data, so the editor's preview changes it as it is typed.
 * `nav` is the landing-page-navbar menu.
 */
export function LandingPage({ nav }: { nav?: ReactNode }) {
  const trans = useTrans();
  const landing = landingSettings(useBootstrap());
  const home = useHomeChannel();
  useDocumentTitle(null);
  const albums = home.data ? channelAlbums(home.data, ALBUMS_SHOWN) : [];

  return (
    <div className="pt-4">
      {nav}
      <LandingHero {...landing} />
      <PrimaryFeatures features={landing.primary_features} />
      <SecondaryFeatures features={landing.secondary_features} />
      {(home.isPending || albums.length > 0) && (
        <div className="mt-12 md:mt-16">
          <Section title={trans('Popular albums')}>
            <MediaGrid items={albums} isLoading={home.isPending} />
          </Section>
        </div>
      )}
    </div>
  );
}
