import type { ReactNode } from 'react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../button-styles';
import { Spinner } from '../spinner';

/** A full-width row of the table's body, for its loading, empty and error states. */
function StateRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-16 text-center text-sm text-muted">
        {children}
      </td>
    </tr>
  );
}

export function LoadingRow({ columns }: { columns: number }) {
  return (
    <StateRow columns={columns}>
      <Spinner className="mx-auto" />
    </StateRow>
  );
}

export function EmptyRow({ columns, filtered, message, onClear }: { columns: number; filtered: boolean; message?: string; onClear: () => void }) {
  const trans = useTrans();
  return (
    <StateRow columns={columns}>
      <p className="font-semibold text-fg">{filtered ? trans('No results match your search and filters') : trans(message ?? 'Nothing here yet')}</p>
      {filtered && (
        <button type="button" onClick={onClear} className={buttonStyles({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
          {trans('Clear search and filters')}
        </button>
      )}
    </StateRow>
  );
}

export function ErrorRow({ columns, onRetry }: { columns: number; onRetry: () => void }) {
  const trans = useTrans();
  return (
    <StateRow columns={columns}>
      <p role="alert" className="font-semibold text-fg">
        {trans('There was an issue loading this page')}
      </p>
      <button type="button" onClick={onRetry} className={buttonStyles({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
        {trans('Try again')}
      </button>
    </StateRow>
  );
}
