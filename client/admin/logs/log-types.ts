import type { ListSearch } from '../../ui/data-table/list-search';

/** What a logs page gets from its route (client/admin/use-list-route.ts). */
export type LogPageProps = { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void };

/** A row of GET logs/schedule (docs/api/admin.md, "Logs"). */
export type ScheduleLogRow = {
  id: number;
  command: string;
  cron: string | null;
  status: 'success' | 'error';
  output: string;
  duration_ms: number;
  ran_at: string;
};

export type LoggedUser = { id: number; name: string };

/** A row of GET logs/error. */
export type ErrorLogRow = {
  id: number;
  exception: string;
  message: string;
  method: string;
  url: string;
  status: number;
  user_id: number | null;
  user: LoggedUser | null;
  created_at: string;
};

/** A row of GET logs/outgoing-email. */
export type OutgoingEmailRow = {
  id: number;
  to_address: string;
  subject: string;
  driver: string;
  status: 'sent' | 'failed';
  error: string | null;
  created_at: string;
};

/** GET logs/outgoing-email/{id}: the row and both bodies. */
export type OutgoingEmail = OutgoingEmailRow & { body_text: string; body_html: string };
