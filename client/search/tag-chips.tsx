import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import type { TagPayload } from '../../worker/music/music-types';
import { tagPath } from '../routing/slug';
import { focusRing } from '../ui/button-styles';

export function TagChips({ tags }: { tags: TagPayload[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            to={tagPath(tag)}
            className={clsx('inline-flex h-9 items-center rounded-full bg-chip px-4 text-sm font-semibold text-fg transition hover:bg-fg/20', focusRing)}
          >
            #{tag.display_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
