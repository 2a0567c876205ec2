import { useId, useState } from 'react';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { Avatar } from '../../ui/avatar';
import { buttonStyles, focusRing } from '../../ui/button-styles';
import { FieldError, fieldBoxStyles } from '../../ui/field-parts';
import { Spinner } from '../../ui/spinner';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useUserSearch, type UserOption } from './subscription-queries';

function UserLine({ user }: { user: UserOption }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} image={user.image} size="sm" />
      <span className="flex min-w-0 flex-col text-left">
        <span className="truncate text-sm">{user.name}</span>
        <span className="truncate text-xs text-muted">{user.email}</span>
      </span>
    </span>
  );
}

type UserPickerProps = { value: UserOption | null; onChange: (user: UserOption | null) => void; error?: string };

/** Finds a user by name or email (GET users?query=) and picks one; each match is a button, so Tab and Enter pick it. */
export function UserPicker({ value, onChange, error }: UserPickerProps) {
  const trans = useTrans();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const found = useUserSearch(query);

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-fg">{trans('User')}</span>
        <div className="flex items-center gap-3 rounded-md border border-divider px-3 py-2">
          <UserLine user={value} />
          <button type="button" onClick={() => onChange(null)} className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'ml-auto' })}>
            {trans('Change')}
          </button>
        </div>
        <FieldError id={`${id}-error`} error={error} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {trans('User')}
      </label>
      <input
        id={id}
        type="search"
        autoFocus
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={trans('Search by name or email')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(fieldBoxStyles(error), 'px-4 placeholder:text-muted/80')}
      />
      <FieldError id={`${id}-error`} error={error} />
      {query.length > 1 && (
        <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto" aria-label={trans('Users found')} aria-busy={found.isFetching}>
          {found.isPending ? (
            <li className="flex justify-center py-3">
              <Spinner size="sm" />
            </li>
          ) : found.isError ? (
            <li className="px-2 py-3 text-sm text-danger">{trans('Could not search users.')}</li>
          ) : found.data.length === 0 ? (
            <li className="px-2 py-3 text-sm text-muted">{trans('There are no items matching your query')}</li>
          ) : (
            found.data.map((user) => (
              <li key={user.id}>
                <button type="button" onClick={() => onChange(user)} className={clsx('flex w-full rounded-md px-2 py-2 hover:bg-fg/5', focusRing)}>
                  <UserLine user={user} />
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
