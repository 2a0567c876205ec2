import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { showErrorToast } from '../../http/server-errors';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { Pagination } from '../../ui/data-table/data-table-types';
import type { AdminUserRow } from '../users/admin-user-types';

/** Finds users by name or email and gives them the role (POST roles/{id}/add-users). */
export function AddRoleMembersDialog({ roleId }: { roleId: number }) {
  const trans = useTrans();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<AdminUserRow[]>([]);
  const query = useDebouncedValue(text.trim(), 250);
  const found = useQuery({
    queryKey: ['admin', 'user-search', query],
    queryFn: () => apiClient.get<{ pagination: Pagination<AdminUserRow> }>('users', { query, perPage: 8 }).then((r) => r.pagination.data),
    enabled: query.length > 1,
  });
  const add = useMutation({
    mutationFn: () => apiClient.post(`roles/${roleId}/add-users`, { userIds: picked.map((u) => u.id) }),
    onSuccess: () => (toast(trans('Added :count users to the role', { count: picked.length })), closeDialog(true)),
    onError: showErrorToast,
  });
  const toggle = (user: AdminUserRow) => setPicked((list) => (list.some((u) => u.id === user.id) ? list.filter((u) => u.id !== user.id) : [...list, user]));
  return (
    <Dialog title={trans('Add users')} size="md">
      <input
        type="search"
        autoFocus
        aria-label={trans('Search by name or email')}
        placeholder={trans('Search by name or email')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="h-10 w-full rounded-md border border-divider bg-bg px-3 text-sm"
      />
      <ul className="mt-3 flex max-h-[420px] flex-col gap-1 overflow-y-auto" aria-label={trans('Users found')}>
        {query.length > 1 && found.data?.length === 0 && <li className="px-2 py-3 text-sm text-muted">{trans('There are no items matching your query')}</li>}
        {(found.data ?? []).map((user) => (
          <li key={user.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-fg/5">
              <input type="checkbox" checked={picked.some((u) => u.id === user.id)} onChange={() => toggle(user)} className="size-4 accent-[var(--color-primary)]" />
              <span className="min-w-0 flex-1 truncate">{user.name}</span>
              <span className="truncate text-muted">{user.email}</span>
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-end gap-2">
        <span className="mr-auto text-sm text-muted">{trans(':count selected', { count: picked.length })}</span>
        <button type="button" onClick={() => closeDialog(false)} className={buttonStyles({ variant: 'ghost' })}>
          {trans('Cancel')}
        </button>
        <button type="button" disabled={!picked.length || add.isPending} onClick={() => add.mutate()} className={buttonStyles()}>
          {trans('Add')}
        </button>
      </div>
    </Dialog>
  );
}
