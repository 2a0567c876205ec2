import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './types';
import { createDb } from './db';
import { forgetCatalogAnswers } from './cache/memory-cache';
import { securityHeaders } from './http/security-headers';
import { limitBody } from './http/body-limit';
import { authenticate } from './http/authenticate';
import { csrf } from './http/csrf';
import { staleAfterWrites } from './http/stale-after-writes';
import { workspaceScope } from './http/workspace';
import { handleError } from './http/error-handler';
import { notFoundHandler } from './http/not-found';
import { bootstrapRoutes } from './bootstrap/routes';
import { settingsRoutes } from './settings/routes';
import { permissionRoutes } from './permissions/routes';
import { pageRoutes } from './pages/routes';
import { contactRoutes } from './contact/routes';
import { userRoutes } from './users/routes';
import { avatarFileRoutes } from './users/avatar-file-routes';
import { mediaImageRoutes } from './media/image-routes';
import { AVATAR_BODY_LIMIT } from './users/avatar-routes';
import { accessTokenRoutes } from './access-tokens/routes';
import { apiDocsRoutes } from './api-docs/routes';
import { valueListRoutes } from './i18n/value-lists';
import { notificationRoutes } from './notifications/routes';
import { unsubscribeRoutes } from './notifications/unsubscribe-routes';
import { workspacesRoutes } from './workspaces/routes';
import { BENCH_PUT_BODY_LIMIT, benchRoutes } from './bench/routes';
import { authRoutes } from './auth/routes';
import { emailVerificationRoutes } from './auth/email-verification-routes';
import { botCheckRoutes } from './bot-check/routes';
import { socialRoutes } from './social/routes';
import { passkeyAuthRoutes, passkeyRoutes } from './passkeys/routes';
import { serveSpa } from './spa/serve-spa';
import { sitemapRoutes } from './sitemap/routes';
import { serviceWorkerRoutes } from './spa/service-worker';
import { catalogRoutes } from './catalog/routes';
import { libraryRoutes } from './library/routes';
import { homeRoutes } from './home/routes';
import { playlistRoutes } from './playlists/routes';
import { commentRoutes } from './comments/routes';
import { searchRoutes } from './search/routes';
import { radioRoutes } from './radio/routes';
import { streamingRoutes } from './streaming/routes';
import { fileEntryRoutes, PLAIN_UPLOAD_BODY_LIMIT } from './file-entries/routes';
import { tusRoutes, TUS_BODY_LIMIT } from './uploads/tus-routes';
import { s3UploadRoutes } from './uploads/s3-routes';
import { signedStorageRoutes, SIGNED_UPLOAD_BODY_LIMIT } from './storage/signed-routes';
import { backstageRoutes } from './backstage/routes';
import { adminRoutes } from './admin/routes';
import { productRoutes } from './billing/product-routes';
import { checkoutRoutes } from './billing/checkout-routes';
import { subscriptionRoutes } from './billing/subscription-routes';
import { stripeWebhookRoutes } from './billing/stripe/stripe-webhook-routes';
import { paypalCheckoutRoutes } from './billing/paypal/paypal-checkout-routes';
import { paypalWebhookRoutes } from './billing/paypal/paypal-webhook-routes';
import { dataExportRoutes } from './gdpr/export-routes';
import { adFrameRoutes } from './ads/ad-frame-routes';
import { insightsRoutes } from './insights/routes';
import { ATTACHMENT_BODY_LIMIT, backstageRequestRoutes } from './backstage-requests/routes';
import { appPasswordRoutes } from './app-passwords/routes';
import { scrobblingRoutes } from './scrobbling/routes';
import { subsonicRoutes } from './subsonic/routes';
import { jamRoutes } from './jam/routes';

/** Paths that are API, never SPA pages (DESIGN section 3). */
const API_PREFIXES = ['/api/', '/auth/', '/secure/'];
export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * A write this isolate handled may change what the catalog caches hold
 * (worker/cache/memory-cache.ts). Sign-ins and play logging never change a
 * cached page's content (play counts may lag by the cache's TTL), and they
 * are the most frequent writes, so they keep the cache. The Subsonic
 * endpoint tells its reads from its writes itself (apps send both as GET or
 * POST) and forgets after its writes (worker/subsonic/routes.ts).
 */
const KEEPS_CATALOG = /^\/(auth|secure)\/|\/plays$|^\/rest\//;
const forgetAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (write && c.res.status < 400 && !KEEPS_CATALOG.test(c.req.path)) forgetCatalogAnswers();
});

const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', createDb(c.env.DB, c.req.method === 'GET' ? 'read' : 'write'));
  await next();
});

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders, withDb, forgetAfterWrites, staleAfterWrites);
  const bodyLimit = limitBody([AVATAR_BODY_LIMIT, PLAIN_UPLOAD_BODY_LIMIT, TUS_BODY_LIMIT, SIGNED_UPLOAD_BODY_LIMIT, BENCH_PUT_BODY_LIMIT, ATTACHMENT_BODY_LIMIT]);
  for (const prefix of [...API_PREFIXES, '/rest/']) app.use(`${prefix}*`, bodyLimit);
  // Public avatars, before authentication: no session lookup, no cookie on a cacheable image.
  app.route('/', avatarFileRoutes);
  app.route('/', mediaImageRoutes);
  // Signed storage URLs carry their own authorization (worker/storage/signed-routes.ts).
  app.route('/', signedStorageRoutes);
  // Email unsubscribe links carry their own authorization too (worker/notifications/unsubscribe-link.ts).
  app.route('/', unsubscribeRoutes);
  // Payment webhooks carry the gateway's signature instead of a session (worker/billing/stripe/stripe-webhook-routes.ts).
  app.route('/', stripeWebhookRoutes);
  app.route('/', paypalWebhookRoutes);
  // robots.txt and the sitemaps are the same for everyone: no session lookup (worker/sitemap/routes.ts).
  app.route('/', sitemapRoutes);
  // The service worker script: no-cache, scope / (worker/spa/service-worker.ts).
  app.route('/', serviceWorkerRoutes);
  // The Subsonic API: apps sign each request with an app password, no session or cookies (worker/subsonic/routes.ts).
  app.route('/', subsonicRoutes);
  app.use('*', authenticate, csrf, workspaceScope);

  const api = new Hono<AppEnv>()
    .route('/', bootstrapRoutes)
    .route('/', settingsRoutes)
    .route('/', permissionRoutes)
    .route('/', pageRoutes)
    .route('/', contactRoutes)
    .route('/', dataExportRoutes)
    .route('/', userRoutes)
    .route('/', accessTokenRoutes)
    .route('/', appPasswordRoutes)
    .route('/', scrobblingRoutes)
    .route('/', apiDocsRoutes(() => app, isApiPath))
    .route('/', valueListRoutes)
    .route('/', notificationRoutes)
    .route('/', workspacesRoutes)
    .route('/', emailVerificationRoutes)
    .route('/', botCheckRoutes)
    .route('/', passkeyRoutes)
    .route('/', catalogRoutes)
    .route('/', libraryRoutes)
    .route('/', homeRoutes)
    .route('/', playlistRoutes)
    .route('/', commentRoutes)
    .route('/', searchRoutes)
    .route('/', radioRoutes)
    .route('/', streamingRoutes)
    .route('/', fileEntryRoutes)
    .route('/', tusRoutes)
    .route('/', s3UploadRoutes)
    .route('/', backstageRoutes)
    .route('/', backstageRequestRoutes)
    .route('/', productRoutes)
    .route('/', checkoutRoutes)
    .route('/', paypalCheckoutRoutes)
    .route('/', subscriptionRoutes)
    .route('/', adminRoutes)
    .route('/', insightsRoutes)
    .route('/', jamRoutes)
    .route('/', benchRoutes);
  app.route('/api/v1', api);
  app.route('/auth', authRoutes);

  app.route('/', passkeyAuthRoutes);
  app.route('/secure', socialRoutes);
  // The ad slots' frame documents (HTML, with a sandboxed policy of their own).
  app.route('/', adFrameRoutes);

  app.notFound(notFoundHandler(app));
  app.on(['GET', 'HEAD'], '*', async (c, next) => (isApiPath(c.req.path) ? next() : serveSpa(c)));
  app.onError(handleError);
  return app;
}
