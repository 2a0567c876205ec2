import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import type { PersonalHome } from '../../../worker/home/home-types';
import { useTrans } from '../../i18n/trans';
import { MediaCard } from '../../music/media-card';
import { QueryError } from '../../music/query-states';
import { buttonStyles } from '../../ui/button-styles';
import { MixCard } from './mix-card';
import { usePersonalHome } from './personal-home-query';
import { Shelf, ShelfSkeleton } from './shelf';

const byKind = (item: { model_type: string; id: number | string }) => `${item.model_type}-${item.id}`;

/**
 * The signed-in listener's shelves above the home channel (docs/api/home.md):
 * recently played, jump back in, their mixes and their followed artists' new
 * releases. Each shelf shows only when it has something; a listener with
 * nothing yet gets a prompt instead.
 */
export function PersonalShelves({ userId }: { userId: number }) {
  const trans = useTrans();
  const { data, isPending, error, refetch } = usePersonalHome(userId);
  if (isPending) {
    return (
      <div aria-busy="true" aria-label={trans('Loading your shelves')}>
        <ShelfSkeleton />
        <ShelfSkeleton />
      </div>
    );
  }
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (isEmpty(data)) return <NewListenerPrompt />;
  return (
    <div data-testid="personal-shelves">
      {data.recently_played.length > 0 && <Shelf title={trans('Recently played')} items={data.recently_played} keyOf={byKind} render={(track) => <MediaCard item={track} />} />}
      {data.jump_back_in.length > 0 && <Shelf title={trans('Jump back in')} items={data.jump_back_in} keyOf={byKind} render={(item) => <MediaCard item={item} />} />}
      {data.mixes.length > 0 && <Shelf title={trans('Your mixes')} items={data.mixes} keyOf={byKind} render={(mix) => <MixCard mix={mix} userId={userId} />} />}
      {data.new_releases.length > 0 && (
        <Shelf title={trans('New from artists you follow')} items={data.new_releases} keyOf={byKind} render={(album) => <MediaCard item={album} />} />
      )}
    </div>
  );
}

const isEmpty = (home: PersonalHome) => !home.recently_played.length && !home.jump_back_in.length && !home.mixes.length && !home.new_releases.length;

/** What a listener with no plays, likes or follows sees in place of the shelves. */
function NewListenerPrompt() {
  const trans = useTrans();
  return (
    <section aria-labelledby="new-listener-title" className="mt-2 flex flex-col items-start gap-3 rounded-xl border border-divider bg-bg-alt p-5 sm:flex-row sm:items-center">
      <Sparkles className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="new-listener-title" className="text-lg font-bold text-fg">
          {trans('Make this home yours')}
        </h2>
        <p className="text-sm text-muted">{trans('Play a few tracks, like the ones you love and follow artists: your recently played music, mixes and new releases will show up here.')}</p>
      </div>
      <Link to="/search" className={buttonStyles({ size: 'sm' })}>
        {trans('Find music')}
      </Link>
    </section>
  );
}
