import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { workspaceRoutes } from './workspace-routes';
import { memberRoutes } from './member-routes';
import { inviteRoutes } from './invite-routes';
import { joinRoutes } from './join-routes';

/** docs/api/workspaces.md, Workspaces. */
export const workspacesRoutes = new Hono<AppEnv>().route('/', workspaceRoutes).route('/', memberRoutes).route('/', inviteRoutes).route('/', joinRoutes);
