import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { Avatar } from '../../ui/avatar';
import { Spinner } from '../../ui/spinner';
import { focusRing } from '../../ui/button-styles';
import { StatusBadge } from '../status-badge';
import { useAdminUser } from './admin-user-query';
import { USER_TABS } from './user-tabs';

/** admin/users/{userId}: who the user is, the tabs, and the open tab. */
export function UserPageLayout({ userId, children }: { userId: number; children: ReactNode }) {
  const trans = useTrans();
  const user = useAdminUser(userId);
  if (user.isPending) return <Spinner className="mx-auto mt-10" />;
  if (user.isError) {
    return (
      <p role="alert" className="mt-10 text-center text-muted">
        {trans('There was an issue loading this page')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={user.data.name} image={user.data.image} size="lg" />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold">{user.data.name}</h1>
          <p className="truncate text-sm text-muted">{user.data.email}</p>
        </div>
        {user.data.banned_at && <StatusBadge tone="danger" label="Suspended" />}
      </div>
      <nav aria-label={trans('User sections')} className="-mx-1 overflow-x-auto border-b border-divider">
        <ul className="flex gap-1 px-1">
          {USER_TABS.map((tab) => (
            <li key={tab.id}>
              <Link
                to={`/admin/users/$userId/${tab.id}` as '/admin/users/$userId/details'}
                params={{ userId }}
                className={clsx(
                  'inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-muted hover:text-fg',
                  'data-[status=active]:border-primary data-[status=active]:text-fg',
                  focusRing,
                )}
              >
                {trans(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-3xl">{children}</div>
    </div>
  );
}
