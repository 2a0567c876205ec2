import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { requireAuth } from '../permissions/guard';
import { notFound } from '../http/errors';
import { hitRateLimit } from '../http/rate-limit';
import { getSettings } from '../settings/settings-service';
import { accountData } from './account-data';
import { libraryData } from './library-data';
import { notificationsReader, playsReader } from './history-pages';
import { streamJson } from './json-stream';
import { responds } from '../http/responds';
import { DataExport } from './export-schema';

/** Each export reads every row the user has: a few an hour is plenty for a person. */
export const EXPORT_LIMIT = { max: 3, windowSeconds: 60 * 60 };

/**
 * docs/api/accounts.md "Your data": everything the product holds about the
 * signed-in user as one JSON attachment, without any secret. Setting
 * `gdpr.data_export` (the admin's gdpr subpage) turns it off: 404 then.
 */
export const dataExportRoutes = new Hono<AppEnv>().get('/users/me/export', requireAuth, responds(DataExport, 200, 'The data export, as a JSON attachment'), async (c) => {
  const db = c.get('db');
  if ((await getSettings(c.env, db))['gdpr.data_export'] !== true) throw notFound();
  const userId = c.get('user')!.id;
  await hitRateLimit(db, `data-export:${userId}`, EXPORT_LIMIT.max, EXPORT_LIMIT.windowSeconds);

  const exportedAt = new Date().toISOString();
  const [account, library] = await Promise.all([accountData(db, userId), libraryData(db, userId)]);
  const body = streamJson(
    { exported_at: exportedAt, ...account, ...library },
    { plays: playsReader(db, userId), notifications: notificationsReader(db, userId) },
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="data-export-${exportedAt.slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
    },
  });
});
