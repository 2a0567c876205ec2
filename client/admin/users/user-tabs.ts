/** SPEC section 2: admin/users/{userId} and its tabs, in order. */
export const USER_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'permissions', label: 'Permissions' },
  { id: 'security', label: 'Security' },
  { id: 'date', label: 'Date' },
  { id: 'api', label: 'API' },
] as const;
