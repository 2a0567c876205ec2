import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { focusRing } from '../ui/button-styles';

export type ChipLink = { key: string | number; label: string; to: string };

/** Genres and tags as pill links. */
export function ChipLinks({ label, items }: { label: string; items: ChipLink[] }) {
  if (!items.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.to} className={clsx('inline-block rounded-full bg-chip px-3 py-1 text-sm text-fg transition hover:bg-fg/15', focusRing)}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
