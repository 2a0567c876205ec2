import clsx from 'clsx';
import { useNavigate } from '@tanstack/react-router';
import { BadgeCheck, Bell, ChevronDown, CreditCard, LogOut, MicVocal, Moon, Settings, ShieldCheck, Sun, Upload } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import type { Key, ReactNode } from 'react';
import { hasPermission, isSubscribed } from '../auth/permissions';
import { mayPublish, mayRequest } from '../backstage/backstage-access';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { useTheme } from '../theme/use-theme';
import { Avatar } from '../ui/avatar';
import { focusRing } from '../ui/button-styles';
import { useLogout } from '../auth/use-logout';
import { PATHS } from '../auth/paths';
import { settingGetter } from './setting-getter';
import { WorkspaceMenuSection } from '../workspaces/workspace-menu-section';
import { useWorkspaceSwitcher } from '../workspaces/use-workspace-switcher';

type User = NonNullable<ReturnType<typeof useBootstrap>['user']>;

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-fg outline-none data-[focused]:bg-fg/10';

function Item({ id, icon, children }: { id: string; icon: ReactNode; children: ReactNode }) {
  return (
    <MenuItem id={id} className={itemClass}>
      <span className="text-muted" aria-hidden="true">
        {icon}
      </span>
      {children}
    </MenuItem>
  );
}

/** The signed-in user's button in the top bar and its menu. */
export function AccountMenu({ user }: { user: User }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const data = useBootstrap();
  const { isDark, setTheme, canChange } = useTheme();
  const { logout } = useLogout();
  const isAdmin = hasPermission(data, 'admin.access');
  // SPEC section 6: the billing item only for subscribed users (and only while billing is on).
  const showBilling = data.billing.enable && isSubscribed(data);
  // Issue 16: listeners who may apply for backstage and do not publish yet, unless the site hides it.
  const publisher = mayPublish(data);
  const showBecomeArtist = mayRequest(data) && !publisher && settingGetter(data)('backstage.hide_become_artist') !== true;
  // Issue 26: publishers reach backstage from here; those who may also ask, its requests (verify, claim).
  const showRequests = publisher && mayRequest(data);
  // A stale activeWorkspaceId (removed, left, another account) falls back to Default as the page loads.
  useWorkspaceSwitcher({ onlyToCheckActive: true });

  const onAction = (key: Key) => {
    if (key === 'account-settings') void navigate({ to: '/account-settings' });
    else if (key === 'billing') void navigate({ to: '/billing' });
    else if (key === 'notifications') void navigate({ to: PATHS.notifications });
    else if (key === 'become-artist' || key === 'backstage-requests') void navigate({ to: '/backstage/requests' });
    else if (key === 'backstage') void navigate({ to: '/backstage' });
    else if (key === 'backstage-upload') void navigate({ to: '/backstage/upload' });
    else if (key === 'admin') void navigate({ to: PATHS.admin });
    else if (key === 'theme') setTheme(isDark ? 'light' : 'dark');
    else if (key === 'logout') void logout();
  };

  return (
    <MenuTrigger>
      <Button
        className={clsx(
          'flex items-center gap-2 rounded-full bg-paper p-1 text-sm font-semibold text-fg transition hover:bg-chip sm:pr-3',
          focusRing,
        )}
      >
        <Avatar name={user.name} image={user.image} size="sm" />
        <span className="sr-only max-w-[124px] truncate sm:not-sr-only">{user.name}</span>
        <ChevronDown className="hidden size-4 text-muted sm:block" aria-hidden="true" />
      </Button>
      <Popover
        placement="bottom end"
        offset={8}
        className="w-64 rounded-xl border border-divider bg-paper p-1.5 text-fg shadow-2xl shadow-black/40 outline-none"
      >
        <div className="flex items-center gap-3 px-3 pb-3 pt-2" aria-hidden="true">
          <Avatar name={user.name} image={user.image} size="md" />
          <div className="min-w-0">
            <div className="truncate text-sm font-bold">{user.name}</div>
            <div className="truncate text-xs text-muted">{user.email}</div>
          </div>
        </div>
        <Menu aria-label={trans('Account')} onAction={onAction} className="max-h-[inherit] overflow-y-auto outline-none">
          <WorkspaceMenuSection itemClassName={itemClass} />
          <Item id="account-settings" icon={<Settings className="size-4" />}>
            {trans('Account settings')}
          </Item>
          {showBilling && (
            <Item id="billing" icon={<CreditCard className="size-4" />}>
              {trans('Billing')}
            </Item>
          )}
          <Item id="notifications" icon={<Bell className="size-4" />}>
            {trans('Notifications')}
          </Item>
          {publisher && (
            <Item id="backstage" icon={<MicVocal className="size-4" />}>
              {trans('Backstage')}
            </Item>
          )}
          {publisher && (
            <Item id="backstage-upload" icon={<Upload className="size-4" />}>
              {trans('Upload')}
            </Item>
          )}
          {showRequests && (
            <Item id="backstage-requests" icon={<BadgeCheck className="size-4" />}>
              {trans('Backstage requests')}
            </Item>
          )}
          {showBecomeArtist && (
            <Item id="become-artist" icon={<MicVocal className="size-4" />}>
              {trans('Become artist')}
            </Item>
          )}
          {isAdmin && (
            <Item id="admin" icon={<ShieldCheck className="size-4" />}>
              {trans('Admin area')}
            </Item>
          )}
          {canChange && (
            <Item id="theme" icon={isDark ? <Sun className="size-4" /> : <Moon className="size-4" />}>
              {isDark ? trans('Light mode') : trans('Dark mode')}
            </Item>
          )}
          <Separator className="my-1.5 h-px bg-divider" />
          <Item id="logout" icon={<LogOut className="size-4" />}>
            {trans('Log out')}
          </Item>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
