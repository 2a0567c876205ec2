import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from '../types';
import { requirePermission } from '../permissions/guard';
import { getSettings } from '../settings/settings-service';
import { requireApiIntegrated } from '../access-tokens/require-api-integrated';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi';
import { responds } from '../http/responds';
import { OpenApiDocumentSchema } from './document-schema';

type RouteTable = { routes: readonly RouterRoute[] };

/** Built once per app: the route table does not change after startup. */
const documents = new WeakMap<RouteTable, OpenApiDocument>();

/**
 * GET /openapi.json (SPEC section 6: api.access, which guests hold only if
 * their role grants it). The app is passed in lazily because this route is
 * part of the very app it describes.
 */
export function apiDocsRoutes(getApp: () => RouteTable, documented: (path: string) => boolean) {
  return new Hono<AppEnv>().get('/openapi.json', requireApiIntegrated, requirePermission('api.access'), responds(OpenApiDocumentSchema), async (c) => {
    const app = getApp();
    let document = documents.get(app);
    if (!document) documents.set(app, (document = buildOpenApiDocument(app.routes, documented)));
    const siteName = String((await getSettings(c.env, c.get('db')))['branding.site_name'] ?? '');
    return c.json({ ...document, info: { ...document.info, title: `${siteName} API`.trim() } });
  });
}
