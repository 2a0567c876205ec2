import clsx from 'clsx';
import { Repeat2 } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { useLibraryIds } from './library-ids-query';
import { isInLibrary, useLibraryToggle } from './library-toggle';

/** Repost a track or album to the user's profile. */
export function RepostButton({ type, id, size = 'md' }: { type: 'track' | 'album'; id: number; size?: 'sm' | 'md' }) {
  const trans = useTrans();
  const kind = { action: 'reposts', type } as const;
  const reposted = isInLibrary(useLibraryIds(), kind, id);
  const { toggle } = useLibraryToggle(kind);
  return (
    <Button
      aria-label={reposted ? trans('Remove repost') : trans('Repost')}
      aria-pressed={reposted}
      onPress={() => toggle(id, !reposted)}
      className={iconButtonStyles({ size, className: clsx(reposted && 'text-primary hover:text-primary') })}
    >
      <Repeat2 className="size-5" aria-hidden="true" />
    </Button>
  );
}
