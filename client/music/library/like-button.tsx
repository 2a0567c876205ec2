import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { useLibraryIds } from './library-ids-query';
import { isInLibrary, useLibraryToggle } from './library-toggle';

/** The heart on a track or album; filled when it is in the user's library. */
export function LikeButton({ type, id, size = 'sm', className }: { type: 'track' | 'album'; id: number; size?: 'sm' | 'md'; className?: string }) {
  const trans = useTrans();
  const kind = { action: 'likes', type } as const;
  const liked = isInLibrary(useLibraryIds(), kind, id);
  const { toggle } = useLibraryToggle(kind);
  return (
    <button type="button"
      aria-label={liked ? trans('Remove from your library') : trans('Save to your library')}
      aria-pressed={liked}
      onClick={() => toggle(id, !liked)}
      className={iconButtonStyles({ size, className: clsx(liked && 'text-primary hover:text-primary', className) })}
    >
      <Heart className="size-4" fill={liked ? 'currentColor' : 'none'} aria-hidden="true" />
    </button>
  );
}
