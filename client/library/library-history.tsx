import { Link } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { TrackTable } from '../music/track-table/track-table';
import { buttonStyles } from '../ui/button-styles';
import { groupHistoryByDay } from './history-groups';
import { LibraryEmptyState } from './library-empty-state';
import { useLibraryList } from './library-list-query';
import { LibraryListView } from './library-list-view';
import { LibrarySectionHeader } from './library-section-header';
import { PlayAllButton } from './play-all-button';

/** /library/history: recent plays, newest first, under the day they were played. */
export function LibraryHistory() {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const history = useLibraryList('history');
  const context = { type: 'library', id: 'history', name: trans('Recently played') } as const;
  return (
    <section>
      <LibrarySectionHeader
        title={trans('Recently played')}
        actions={history.items.length > 0 && <PlayAllButton tracks={history.items} context={context} />}
      />
      <LibraryListView
        list={history}
        empty={
          <LibraryEmptyState
            icon={History}
            title={trans('Nothing played yet')}
            description={trans('Tracks you listen to will appear here.')}
            action={
              <Link to="/" className={buttonStyles()}>
                {trans('Start listening')}
              </Link>
            }
          />
        }
      >
        <div className="flex flex-col gap-6">
          {groupHistoryByDay(history.items, language).map((group) => (
            <section key={group.key} aria-label={group.label}>
              <h3 className="mb-1 text-sm font-bold text-muted first-letter:uppercase">{group.label}</h3>
              <TrackTable tracks={group.items} offset={group.offset} context={context} />
            </section>
          ))}
        </div>
      </LibraryListView>
    </section>
  );
}
