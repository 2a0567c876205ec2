import { Button } from 'react-aria-components';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { useLibraryIds } from './library-ids-query';
import { isInLibrary, useLibraryToggle } from './library-toggle';

/** Follow an artist, a user or a playlist (the library's artists and playlists are follows). */
export function FollowButton({ type, id, className }: { type: 'user' | 'artist' | 'playlist'; id: number; className?: string }) {
  const trans = useTrans();
  const kind = { action: 'follows', type } as const;
  const following = isInLibrary(useLibraryIds(), kind, id);
  const { toggle } = useLibraryToggle(kind);
  return (
    <Button aria-pressed={following} onPress={() => toggle(id, !following)} className={buttonStyles({ variant: 'outline', size: 'sm', className })}>
      {following ? trans('Following') : trans('Follow')}
    </Button>
  );
}
