import type { ReactNode } from 'react';
import { CoverImage } from '../music/cover-image';

type MediaHeaderProps = {
  image: string | null;
  /** Replaces the cover, e.g. a user's initials when they have no picture. */
  picture?: ReactNode;
  /** Artist and user pictures are round. */
  round?: boolean;
  /** The small line above the title, e.g. "Album" (translated). */
  kicker?: ReactNode;
  title: string;
  /** Lines under the title: artists, year, counts. */
  meta?: ReactNode;
  /** Play, like, follow, share... */
  actions?: ReactNode;
};

/** The top of every catalog page: a picture beside the title, stacked under 640 px. */
export function MediaHeader({ image, picture, round, kicker, title, meta, actions }: MediaHeaderProps) {
  return (
    <header className="flex flex-col items-center gap-5 pb-6 pt-4 text-center sm:flex-row sm:items-end sm:gap-7 sm:text-left">
      {picture ?? <CoverImage src={image} alt="" round={round} className="w-44 shrink-0 shadow-xl sm:w-52 lg:w-60" />}
      <div className="flex min-w-0 flex-col gap-2 sm:pb-1">
        {kicker && <div className="text-xs font-semibold uppercase tracking-wider text-muted">{kicker}</div>}
        <h1 className="break-words text-3xl font-extrabold tracking-tight text-fg md:text-5xl">{title}</h1>
        {meta && <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted sm:justify-start">{meta}</div>}
        {actions && <div className="mt-3 flex flex-wrap items-center justify-center gap-2 sm:justify-start">{actions}</div>}
      </div>
    </header>
  );
}

/** A "·" between meta items, hidden from screen readers. */
export const Dot = () => <span aria-hidden="true">·</span>;
