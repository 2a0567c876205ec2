import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { ArtistPayload, TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { TrackTable } from '../../music/track-table/track-table';
import { buttonStyles } from '../../ui/button-styles';
import { Section } from '../section';

const COLLAPSED = 5;

/** The top tracks: five, or all ten after "Show more". Playing a row queues all of them. */
export function ArtistPopularTracks({ artist, tracks }: { artist: ArtistPayload; tracks: TrackPayload[] }) {
  const trans = useTrans();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? tracks : tracks.slice(0, COLLAPSED);
  return (
    <Section title={trans('Popular')}>
      <TrackTable
        tracks={shown}
        context={{ type: 'artist', id: artist.id, name: artist.name }}
        showAlbum={false}
        empty={trans('This artist has no tracks yet.')}
      />
      {tracks.length > COLLAPSED && (
        <Button onPress={() => setExpanded(!expanded)} className={buttonStyles({ variant: 'text', size: 'sm', className: 'mt-2 px-0' })}>
          {expanded ? trans('Show less') : trans('Show more')}
        </Button>
      )}
    </Section>
  );
}
