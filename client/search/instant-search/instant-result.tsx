import { ListBoxItem } from 'react-aria-components';
import { CoverImage } from '../../music/cover-image';
import { useTrans } from '../../i18n/trans';
import type { InstantResult } from './instant-sections';

export const instantOptionClass = 'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-fg outline-none data-[focused]:bg-fg/10';

function Subtitle({ item }: Pick<InstantResult, 'item'>) {
  const trans = useTrans();
  switch (item.model_type) {
    case 'track':
    case 'album':
      return item.artists.map((artist) => artist.name).join(', ');
    case 'artist':
      return trans('Artist');
    case 'playlist':
      return trans('By :name', { name: item.owner.name });
    case 'user':
      return trans('Profile');
  }
}

/** One option of the top bar's dropdown: cover, name and what it is. */
export function InstantResultOption({ result, onAction }: { result: InstantResult; onAction: () => void }) {
  const { item } = result;
  const round = item.model_type === 'artist' || item.model_type === 'user';
  return (
    <ListBoxItem id={result.id} textValue={item.name} onAction={onAction} className={instantOptionClass}>
      <CoverImage src={item.image} round={round} className="size-10 shrink-0" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{item.name}</span>
        <span className="block truncate text-xs text-muted">
          <Subtitle item={item} />
        </span>
      </span>
    </ListBoxItem>
  );
}
