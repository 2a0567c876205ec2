import { DataTable } from '../../ui/data-table/data-table';
import type { LogPageProps } from './log-types';
import { scheduleLogTable } from './schedule-log-table';

/** /admin/logs/schedule (logs.view). */
export function ScheduleLogPage({ search, onSearch }: LogPageProps) {
  return <DataTable resource={scheduleLogTable} search={search} onSearch={onSearch} />;
}
