import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

type SectionProps = {
  title: string;
  /** Where the title leads, e.g. the channel's own page. */
  titleTo?: string;
  /** Controls at the end of the title row (carousel arrows, "See all"). */
  actions?: ReactNode;
  /** Visually hidden title (still named for screen readers). */
  hideTitle?: boolean;
  children: ReactNode;
};

/** A titled block of a catalog page, named by its heading. */
export function Section({ title, titleTo, actions, hideTitle, children }: SectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-2">
      <div className={clsx('flex items-center gap-4', hideTitle ? actions && 'mb-3 justify-end' : 'mb-3 justify-between')}>
        <h2 id={id} className={hideTitle ? 'sr-only' : 'truncate text-xl font-bold tracking-tight text-fg md:text-2xl'}>
          {titleTo && !hideTitle ? (
            <Link to={titleTo} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
