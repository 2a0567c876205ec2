import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { userAdminRoutes } from './users/user-admin-routes';
import { cacheRoutes } from './cache/cache-routes';
import { roleRoutes } from './roles/role-routes';
import { tagAdminRoutes } from './tags/tag-admin-routes';
import { customPageAdminRoutes } from './custom-pages/custom-page-admin-routes';
import { fileAdminRoutes } from './files/file-admin-routes';
import { localizationAdminRoutes } from './localizations/localization-admin-routes';
import { logRoutes } from '../logs/routes';
import { planRoutes } from './plans/plan-routes';
import { subscriptionAdminRoutes } from './subscriptions/subscription-admin-routes';
import { moderationRoutes } from './moderation/moderation-routes';
import { catalogDeletionRoutes } from '../music/deletion/deletion-routes';
import { channelAdminRoutes } from './channels/channel-admin-routes';
import { catalogAdminRoutes } from './catalog/catalog-admin-routes';
import { appearanceRoutes } from '../appearance/appearance-routes';

/**
 * The admin area's API under /api/v1 (docs/api/admin.md). Each resource
 * checks its own permission of SPEC section 2 on every route.
 */
export const adminRoutes = new Hono<AppEnv>()
  .route('/', userAdminRoutes)
  .route('/', cacheRoutes)
  .route('/', roleRoutes)
  .route('/', tagAdminRoutes)
  .route('/', customPageAdminRoutes)
  .route('/', fileAdminRoutes)
  .route('/', localizationAdminRoutes)
  .route('/', logRoutes)
  .route('/', planRoutes)
  .route('/', subscriptionAdminRoutes)
  .route('/', moderationRoutes)
  .route('/', catalogDeletionRoutes)
  .route('/', channelAdminRoutes)
  .route('/', catalogAdminRoutes)
  .route('/', appearanceRoutes);
