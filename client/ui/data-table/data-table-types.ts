import type { ReactNode } from 'react';

/** A row every admin list returns: an id, and whatever the columns read. */
export type ListRow = { id: number };

export type DataColumn<Row extends ListRow> = {
  /** The column's id; also its `orderBy` name when `sortable`. */
  id: string;
  /** Translated when rendered. */
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Hidden until the admin shows it from the columns menu. */
  hiddenByDefault?: boolean;
  /** Never hidden (the row's name or title). */
  alwaysVisible?: boolean;
  className?: string;
};

export type FilterField =
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: string; label: string; kind: 'boolean'; trueLabel?: string; falseLabel?: string }
  | { name: string; label: string; kind: 'date' }
  /** A typed value, such as an id; `numeric` brings up the number keyboard. */
  | { name: string; label: string; kind: 'text'; numeric?: boolean };

export type BulkAction<Row extends ListRow> = {
  label: string;
  /** Runs with the selected rows; the list reloads after. Resolve false to keep the selection. */
  run: (rows: Row[]) => Promise<boolean | void>;
  danger?: boolean;
};

/**
 * One admin resource's list, declared (issue 13): where its rows come from,
 * how they look, and what can be done with them. DataTable does the rest.
 */
export type TableResource<Row extends ListRow> = {
  /** API path of the list, e.g. `users` (SPEC section 7 rewriting adds api/v1/). */
  endpoint: string;
  /** Query parameters every request of this table carries (a role's members: `{role: 5}`), kept out of the URL. */
  params?: Record<string, string | number>;
  /** Key of the remembered column choice (per user, on the server). */
  name: string;
  columns: DataColumn<Row>[];
  filters?: FilterField[];
  searchLabel?: string;
  /** False when the resource has no `query` to search (the search box is left out). */
  searchable?: boolean;
  /** Where a row leads (its edit page), if anywhere. */
  rowHref?: (row: Row) => string;
  /** Bulk delete through `DELETE {endpoint}/{ids}`, with a confirmation that names how many go. */
  deletable?: { noun: string; nounPlural: string };
  bulkActions?: BulkAction<Row>[];
  /** `GET {endpoint}/csv/export` with the same query: every matching row. */
  exportable?: boolean;
  /** A button above the table: a link or an action. */
  create?: { label: string; href?: string; onClick?: () => void };
  /** What the empty list says, before any search or filter. */
  emptyMessage?: string;
};

/** DESIGN section 3's list page. */
export type Pagination<Row> = {
  data: Row[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  from: number;
  to: number;
  /** More rows match than the server counts (docs/api/admin.md, "Lists"): the total is a lower bound. */
  more?: boolean;
};
