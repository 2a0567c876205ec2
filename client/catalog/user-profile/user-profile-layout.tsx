import type { ReactNode } from 'react';
import { useTrans } from '../../i18n/trans';
import { PageLoading, QueryError } from '../../music/query-states';
import { userPath } from '../../routing/slug';
import { TabLinks } from '../tab-links';
import { useDocumentTitle } from '../use-document-title';
import { PROFILE_TABS, profileTabLabel } from './profile-tabs';
import { UserProfileHeader } from './user-profile-header';
import { useUserProfile } from './user-profile-query';

/** /user/{userId}/{userName}[/{tabName}]: the header and tab links around the tab shown. */
export function UserProfileLayout({ userId, children }: { userId: number; children: ReactNode }) {
  const trans = useTrans();
  const { data: user, isPending, error, refetch } = useUserProfile(userId);
  useDocumentTitle(user?.name ?? trans('Profile'));
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  const base = userPath(user);
  return (
    <div>
      <UserProfileHeader user={user} />
      <TabLinks
        label={trans('Profile sections')}
        tabs={PROFILE_TABS.map((tab, i) => ({ label: profileTabLabel(tab), to: i === 0 ? base : `${base}/${tab}` }))}
      />
      {children}
    </div>
  );
}
