import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { localeRoutes } from './locale-routes';
import { userAccountRoutes } from './user-routes';
import { avatarRoutes } from './avatar-routes';
import { deleteAccountRoutes } from './delete-account';
import { sessionRoutes } from './session-routes';
import { preferenceRoutes } from './preference-routes';

/** The users domain under /api/v1: docs/api/accounts.md, "Users, sessions, tokens". */
export const userRoutes = new Hono<AppEnv>()
  .route('/', preferenceRoutes)
  .route('/', localeRoutes)
  .route('/', userAccountRoutes)
  .route('/', avatarRoutes)
  .route('/', deleteAccountRoutes)
  .route('/', sessionRoutes);
