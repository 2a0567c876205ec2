import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../button-styles';

type BulkBarProps = {
  count: number;
  actions: { label: string; danger?: boolean; run: () => void }[];
  onClear: () => void;
  busy: boolean;
};

/** What the admin can do with the selected rows; announced when the selection changes. */
export function BulkBar({ count, actions, onClear, busy }: BulkBarProps) {
  const trans = useTrans();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-primary/10 px-4 py-2 text-sm" role="region" aria-label={trans('Selected rows')}>
      <span aria-live="polite" className="font-semibold text-fg">
        {trans(':count selected', { count })}
      </span>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          disabled={busy}
          onClick={action.run}
          className={buttonStyles({ variant: action.danger ? 'danger' : 'outline', size: 'sm' })}
        >
          {action.label}
        </button>
      ))}
      <button type="button" onClick={onClear} className={buttonStyles({ variant: 'text', size: 'sm', className: 'ml-auto' })}>
        {trans('Clear selection')}
      </button>
    </div>
  );
}
