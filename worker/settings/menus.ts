/** SPEC section 3, Menu and Menu item. */
export type MenuItem = {
  id: string;
  type: 'link' | 'route';
  label: string;
  icon?: string;
  action: string;
  target?: '_blank' | '_self';
  roles?: number[];
  permissions?: string[];
  settings?: Record<string, unknown>;
  subscriptionStatus?: 'subscribed' | 'unsubscribed';
};

export type Menu = { id: string; name: string; positions: string[]; items: MenuItem[] };

/** SPEC section 2 menu positions, plus the footer the foundation renders. */
export const MENU_POSITIONS = ['sidebar-primary', 'sidebar-secondary', 'mobile-bottom', 'landing-page-navbar', 'footer'] as const;

const route = (id: string, label: string, action: string, icon: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  type: 'route',
  label,
  action,
  icon,
  ...extra,
});

export const DEFAULT_MENUS: Menu[] = [
  {
    id: 'primary',
    name: 'Primary',
    positions: ['sidebar-primary'],
    items: [
      route('home', 'Home', '/', 'home'),
      route('search', 'Search', '/search', 'search'),
      route('library', 'Your library', '/library', 'library', { permissions: [] }),
    ],
  },
  {
    id: 'secondary',
    name: 'Your music',
    positions: ['sidebar-secondary'],
    items: [
      route('songs', 'Songs', '/library/songs', 'music'),
      route('playlists', 'Playlists', '/library/playlists', 'library'),
      route('albums', 'Albums', '/library/albums', 'disc'),
      route('artists', 'Artists', '/library/artists', 'mic'),
      route('history', 'History', '/library/history', 'history'),
      route('profile', 'Your profile', '/user/{currentUser}', 'user', { roles: [] }),
      route('admin', 'Admin area', '/admin', 'shield', { permissions: ['admin.access'] }),
      route('billing', 'Billing', '/billing', 'credit-card', {
        subscriptionStatus: 'subscribed',
        settings: { 'billing.enable': true },
      }),
    ],
  },
  {
    id: 'mobile',
    name: 'Mobile',
    positions: ['mobile-bottom'],
    items: [
      route('m-home', 'Home', '/', 'home'),
      route('m-search', 'Search', '/search', 'search'),
      route('m-library', 'Library', '/library', 'library'),
    ],
  },
  {
    id: 'footer',
    name: 'Footer',
    positions: ['footer', 'landing-page-navbar'],
    items: [
      route('privacy', 'Privacy policy', '/pages/privacy-policy', 'file'),
      route('terms', 'Terms of service', '/pages/terms-of-service', 'file'),
      route('about', 'About us', '/pages/about-us', 'info'),
      route('contact', 'Contact', '/contact', 'mail'),
    ],
  },
];
