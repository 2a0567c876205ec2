import type {
  INVITE_ACTIONS as WORKER_INVITE_ACTIONS,
  NOTIFICATIONS_PER_PAGE as WORKER_NOTIFICATIONS_PER_PAGE,
} from '../../worker/notifications/notification-types';

// The worker's values, typed from it: the client may import only types from
// the worker, and `typeof` makes a drift a type error.

/** SPEC section 9: the notifications page shows 30 a page. */
export const NOTIFICATIONS_PER_PAGE: typeof WORKER_NOTIFICATIONS_PER_PAGE = 30;

/** The button actions of a workspace invite (SPEC section 4: join and decline). */
export const INVITE_ACTIONS: typeof WORKER_INVITE_ACTIONS = { join: 'workspace.join', decline: 'workspace.decline' };

/**
 * POST notifications/announcements: what the form allows, as the worker's
 * ANNOUNCEMENT_LIMITS does (worker/notifications/announcement-routes.ts is
 * route code, which the client's types must not pull in).
 */
export const ANNOUNCEMENT_LIMITS = { title: 150, body: 2000 } as const;
