import { Hono } from 'hono';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import type { AppEnv } from '../../types';
import { validate } from '../../http/validate';
import { requireAnyPermission, requirePermission } from '../../permissions/guard';
import { listPage, listPageSchema, listQuerySchema, type ListResource } from './list-resource';
import { csvExport, type CsvColumn } from './csv-export';
import { responds, respondsWith } from '../../http/responds';
import type { MiddlewareHandler } from 'hono';

/**
 * An admin resource's list (GET `path`) and, when it has CSV columns, its
 * export (GET or POST `path/csv/export`, the same query), both behind the
 * resource's permission (or any one of several): the server half of the
 * data-table kit.
 */
export function adminListRoutes<Fields extends SelectedFields, Row>(
  path: string,
  permission: string | string[],
  resource: ListResource<Fields>,
  csv?: { columns: CsvColumn<Row>[]; filename: string },
) {
  const query = listQuerySchema(resource as unknown as ListResource);
  const allowed = Array.isArray(permission) ? requireAnyPermission(permission) : requirePermission(permission);
  const answer: MiddlewareHandler = resource.row ? responds(listPageSchema(resource.row)) : (_c, next) => next();
  const app = new Hono<AppEnv>().get(path, allowed, validate('query', query), answer, async (c) =>
    c.json(await listPage(c.get('db'), resource, c.req.valid('query'))),
  );
  if (csv) {
    app.on(['GET', 'POST'], `${path}/csv/export`, allowed, validate('query', query), respondsWith('text/csv', `${csv.filename}: every matching row`), (c) =>
      csvExport(c.get('db'), resource, c.req.valid('query'), csv.columns, csv.filename),
    );
  }
  return app;
}
