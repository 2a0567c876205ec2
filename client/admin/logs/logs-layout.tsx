import type { ReactNode } from 'react';
import { useTrans } from '../../i18n/trans';
import { AdminPageHeader } from '../layout/admin-page-header';
import { AdminTabs } from '../layout/admin-tabs';
import { LOG_TABS } from './log-tabs';

/** admin/logs: the title, the three logs as tabs, and the open one. */
export function LogsLayout({ children }: { children: ReactNode }) {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Logs')} description={trans('What the server did on its own, what failed, and what it mailed.')} />
      <AdminTabs label="Logs" tabs={LOG_TABS} />
      {children}
    </div>
  );
}
