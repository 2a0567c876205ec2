import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';
import type { ExtraMenuItem } from './menu-styles';

const TrackMenu = lazy(() => import('./track-menu'));

type TrackMenuButtonProps = {
  track: TrackPayload;
  extraItems?: ExtraMenuItem[];
  /** Controlled open state, for rows that also open the menu on right-click. */
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The "More options" button of a track; its menu loads the first time it opens. */
export function TrackMenuButton({ track, extraItems, isOpen, onOpenChange }: TrackMenuButtonProps) {
  const trans = useTrans();
  const ref = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <>
      <button
        ref={ref}
        type="button"
        aria-label={trans('More options for :name', { name: track.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className={iconButtonStyles({ size: 'sm' })}
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <TrackMenu track={track} extraItems={extraItems} triggerRef={ref} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
