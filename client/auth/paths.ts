/**
 * Routes the shell links to whose pages arrive with later capabilities
 * (accounts, search, notifications, admin). Typed as plain strings so the
 * router accepts them before their route files exist; once a route exists,
 * link to it with its literal path instead.
 */
export const PATHS: Record<'login' | 'register' | 'accountSettings' | 'notifications' | 'admin' | 'search', string> = {
  login: '/login',
  register: '/register',
  accountSettings: '/account-settings',
  notifications: '/notifications',
  admin: '/admin',
  search: '/search',
};

export const searchPath = (query: string): string => `/search/${encodeURIComponent(query)}`;
