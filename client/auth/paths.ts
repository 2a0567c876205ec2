/**
 * Routes the shell links to whose pages arrive with later capabilities
 * (accounts, search, notifications, admin). Typed as plain strings so the
 * router accepts them before their route files exist; once a route exists,
 * link to it with its literal path instead.
 */
export const PATHS: Record<'notifications' | 'admin' | 'search', string> = {
  notifications: '/notifications',
  admin: '/admin',
  search: '/search',
};

export const searchPath = (query: string): string => `/search/${encodeURIComponent(query)}`;
