import type { TableResource } from '../../ui/data-table/data-table-types';
import { HoverPopover } from '../../ui/popover/hover-popover';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import type { ScheduleLogRow } from './log-types';

/** Output longer than this is cut in the cell; hovering it shows the whole. */
const OUTPUT_PREVIEW = 80;

/** /admin/logs/schedule as a declaration on the data-table kit: the cron runs, newest first. */
export const scheduleLogTable: TableResource<ScheduleLogRow> = {
  endpoint: 'logs/schedule',
  name: 'logs-schedule',
  searchable: false,
  emptyMessage: 'No scheduled task has run yet',
  columns: [
    { id: 'command', header: 'Command', alwaysVisible: true, cell: (run) => <span className="whitespace-nowrap font-mono text-xs font-semibold">{run.command}</span> },
    { id: 'cron', header: 'Cron', cell: (run) => <span className="whitespace-nowrap font-mono text-xs text-muted">{run.cron ?? '—'}</span> },
    {
      id: 'status',
      header: 'Status',
      cell: (run) => (run.status === 'success' ? <StatusBadge tone="positive" label="Success" /> : <StatusBadge tone="danger" label="Failed" />),
    },
    { id: 'duration', header: 'Duration', className: 'whitespace-nowrap text-right tabular-nums', cell: (run) => `${run.duration_ms.toLocaleString()} ms` },
    { id: 'output', header: 'Output', cell: outputCell },
    { id: 'ran_at', header: 'When', sortable: true, className: 'whitespace-nowrap', cell: (run) => formatDate(run.ran_at, true) },
  ],
  filters: [
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: [
        { value: 'success', label: 'Success' },
        { value: 'error', label: 'Failed' },
      ],
    },
  ],
};

function outputCell(run: ScheduleLogRow) {
  if (run.output.length <= OUTPUT_PREVIEW) return <span className="text-muted">{run.output}</span>;
  return (
    <HoverPopover
      label={run.command}
      trigger={`${run.output.slice(0, OUTPUT_PREVIEW)}…`}
      triggerClassName="max-w-md cursor-help text-left text-muted underline decoration-dotted underline-offset-4 hover:text-fg"
      className="max-w-md"
    >
      <pre className="max-h-80 overflow-auto whitespace-pre-wrap p-3 font-mono text-xs text-fg">{run.output}</pre>
    </HoverPopover>
  );
}
