/** SPEC section 2: admin/logs (logs.view) and its subpages, in order. */
export const LOG_TABS = [
  { to: '/admin/logs/schedule', label: 'Schedule' },
  { to: '/admin/logs/error', label: 'Error' },
  { to: '/admin/logs/outgoing-email', label: 'Outgoing email' },
] as const;
