import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { ValidationError } from './errors';

/** DESIGN section 3: `workspaceId` scopes workspace-owned data; 0 is the personal default. */
export const workspaceScope = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.query('workspaceId');
  if (raw === undefined || raw === '') {
    c.set('workspaceId', 0);
  } else if (/^\d{1,10}$/.test(raw)) {
    c.set('workspaceId', Number(raw));
  } else {
    throw ValidationError.field('workspaceId', 'The workspace id must be a whole number.');
  }
  await next();
});
