import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MixSummary } from '../../../worker/home/home-types';
import { useTrans } from '../../i18n/trans';
import { showErrorToast } from '../../http/server-errors';
import { focusRing } from '../../ui/button-styles';
import { CardPlayButton } from '../../music/card-play-button';
import { MixCover } from './mix-cover';
import { mixArtistsLine, mixTitle } from './mix-title';
import { playMix } from './play-mix';

/** A mix on the home: its cover, its title linking to /mix/{id}, the artists it plays, and a play button. */
export function MixCard({ mix, userId }: { mix: MixSummary; userId: number }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const title = mixTitle(trans, mix);
  return (
    <div className="group relative flex min-w-0 flex-col gap-2 rounded-lg p-2 transition hover:bg-fg/5" data-testid="mix-card">
      <div className="relative">
        <MixCover mix={mix} className="w-full shadow-md" />
        <CardPlayButton label={trans('Play :name', { name: title })} onClick={() => void playMix(queryClient, userId, mix, title).catch(showErrorToast)} />
      </div>
      <Link
        to="/mix/$mixId"
        params={{ mixId: mix.id }}
        className={clsx('truncate text-sm font-semibold text-fg after:absolute after:inset-0 after:content-[""] hover:underline', focusRing)}
      >
        {title}
      </Link>
      <div className="-mt-1.5 line-clamp-2 text-xs text-muted">{mixArtistsLine(trans, mix)}</div>
    </div>
  );
}
