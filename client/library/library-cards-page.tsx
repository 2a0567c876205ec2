import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Disc3, ListMusic, MicVocal, type LucideIcon } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { MediaGrid } from '../music/media-grid';
import { buttonStyles } from '../ui/button-styles';
import { countLabel } from './count-label';
import { LibraryEmptyState } from './library-empty-state';
import { useLibraryList } from './library-list-query';
import { LibraryListView } from './library-list-view';
import { LibrarySectionHeader } from './library-section-header';

type CardList = 'albums' | 'artists' | 'playlists';

/** Texts are translation keys. */
const PAGES: Record<CardList, { title: string; noun: 'album' | 'artist' | 'playlist'; icon: LucideIcon; emptyTitle: string; emptyText: string; find?: string }> = {
  albums: {
    title: 'Albums',
    noun: 'album',
    icon: Disc3,
    emptyTitle: 'Albums you like will appear here',
    emptyText: 'Save albums by tapping the heart icon.',
    find: 'Find albums',
  },
  artists: {
    title: 'Artists',
    noun: 'artist',
    icon: MicVocal,
    emptyTitle: 'Artists you follow will appear here',
    emptyText: 'Follow artists to keep up with their new music.',
    find: 'Find artists',
  },
  playlists: {
    title: 'Playlists',
    noun: 'playlist',
    icon: ListMusic,
    emptyTitle: 'Create your first playlist',
    emptyText: 'Playlists you create or follow will appear here.',
  },
};

/**
 * /library/albums, /library/artists and /library/playlists: a grid of cards.
 * `action` is the page's call to action (New playlist), shown in the header
 * and in the empty state; without one, the empty state links to search.
 */
export function LibraryCardsPage({ list, action }: { list: CardList; action?: ReactNode }) {
  const trans = useTrans();
  const page = PAGES[list];
  const items = useLibraryList(list);
  return (
    <section>
      <LibrarySectionHeader
        title={trans(page.title)}
        subtitle={items.total ? countLabel(trans, items.total, page.noun) : undefined}
        actions={items.items.length > 0 && action}
      />
      <LibraryListView
        list={items}
        empty={
          <LibraryEmptyState
            icon={page.icon}
            title={trans(page.emptyTitle)}
            description={trans(page.emptyText)}
            action={
              page.find ? (
                <Link to="/search" className={buttonStyles()}>
                  {trans(page.find)}
                </Link>
              ) : (
                action
              )
            }
          />
        }
      >
        <MediaGrid items={items.items} />
      </LibraryListView>
    </section>
  );
}
