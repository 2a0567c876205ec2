/**
 * Routes the shell links to whose pages arrive with later capabilities
 * (notifications, admin). Typed as plain strings so the router accepts them
 * before their route files exist; once a route exists, link to it with its
 * literal path instead (as /search now is).
 */
export const PATHS: Record<'notifications' | 'admin', string> = {
  notifications: '/notifications',
  admin: '/admin',
};
