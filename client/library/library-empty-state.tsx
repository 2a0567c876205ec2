import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type LibraryEmptyStateProps = { icon: LucideIcon; title: string; description: string; action?: ReactNode };

/** An empty library list: what will show up here, and how to get it there. Texts arrive translated. */
export function LibraryEmptyState({ icon: Icon, title, description, action }: LibraryEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-chip">
        <Icon className="size-8 text-muted" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="max-w-sm text-sm text-muted">{description}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
