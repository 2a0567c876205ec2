import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { TrackTable } from '../music/track-table/track-table';
import { buttonStyles } from '../ui/button-styles';
import { LibraryEmptyState } from './library-empty-state';
import { useLibraryList } from './library-list-query';
import { LibraryListView } from './library-list-view';
import { LibrarySectionHeader } from './library-section-header';
import { PlayAllButton } from './play-all-button';
import { countLabel } from './count-label';
import { DownloadButton } from '../offline/download-button';

/** /library/songs: the liked tracks, newest first. */
export function LibrarySongs() {
  const trans = useTrans();
  const songs = useLibraryList('tracks');
  const context = { type: 'library', id: 'songs', name: trans('Liked songs') } as const;
  return (
    <section>
      <LibrarySectionHeader
        title={trans('Liked songs')}
        subtitle={songs.total ? countLabel(trans, songs.total, 'song') : undefined}
        actions={
          songs.items.length > 0 && (
            <>
              <PlayAllButton tracks={songs.items} context={context} />
              <DownloadButton kind="liked" id={0} />
            </>
          )
        }
      />
      <LibraryListView
        list={songs}
        empty={
          <LibraryEmptyState
            icon={Heart}
            title={trans('Songs you like will appear here')}
            description={trans('Save songs by tapping the heart icon.')}
            action={
              <Link to="/search" className={buttonStyles()}>
                {trans('Find songs')}
              </Link>
            }
          />
        }
      >
        <TrackTable tracks={songs.items} context={context} />
      </LibraryListView>
    </section>
  );
}
