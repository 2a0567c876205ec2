import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';

type PanelHeaderProps = {
  title: string;
  /** The section one level up (already translated label). */
  back?: { to: string; label: string };
  description?: string;
  actions?: ReactNode;
};

/** The top of an editor panel: the way back up, the section's title (h2) and its actions. */
export function PanelHeader({ title, back, description, actions }: PanelHeaderProps) {
  const trans = useTrans();
  return (
    <div className="mb-5 flex flex-col gap-2">
      {back && (
        <Link to={back.to} className={buttonStyles({ variant: 'text', size: 'sm', className: '-ml-3.5 self-start' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          <span className="sr-only">{trans('Back to')}</span> {back.label}
        </Link>
      )}
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-lg font-bold">{title}</h2>
        {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
      </div>
      {description && <p className="text-sm text-muted">{description}</p>}
    </div>
  );
}

/** A theme, menu or item the address names that does not exist (any more). */
export function MissingItem({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted">{message}</p>
      <Link to={back.to} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
        {back.label}
      </Link>
    </div>
  );
}
