import type { RestrictionDefinition } from '../roles';

type PermissionSeed = { name: string; group: string; description: string; restrictions?: RestrictionDefinition[] };

/** SPEC section 6, the permissions seen; each later capability adds its own here. */
export const PERMISSIONS: PermissionSeed[] = [
  { name: 'admin', group: 'admin', description: 'Grants every permission.' },
  { name: 'admin.access', group: 'admin', description: 'Open the admin area.' },
  { name: 'users.update', group: 'users', description: 'Manage users.' },
  { name: 'roles.update', group: 'roles', description: 'Manage roles and their permissions.' },
  { name: 'subscriptions.update', group: 'billing', description: 'Manage subscriptions.' },
  { name: 'plans.update', group: 'billing', description: 'Manage plans.' },
  { name: 'custom_pages.update', group: 'pages', description: 'Manage custom pages.' },
  { name: 'tags.update', group: 'tags', description: 'Manage tags.' },
  { name: 'localizations.update', group: 'localizations', description: 'Manage translations.' },
  { name: 'files.update', group: 'files', description: 'Manage uploaded files.' },
  {
    name: 'files.create',
    group: 'files',
    description: 'Upload files.',
    restrictions: [{ name: 'space', description: 'Bytes of storage a user may fill with uploads.' }],
  },
  { name: 'settings.update', group: 'settings', description: 'Change site settings.' },
  { name: 'logs.view', group: 'logs', description: 'Read schedule, error and email logs.' },
  { name: 'appearance.update', group: 'appearance', description: 'Use the appearance editor.' },
  { name: 'music.view', group: 'music', description: 'Browse the catalog.' },
  { name: 'music.create', group: 'music', description: 'Upload and publish tracks and albums.' },
  { name: 'music.play', group: 'music', description: 'Stream audio.' },
  { name: 'music.download', group: 'music', description: 'Download audio files.' },
  // Issue 29: saving albums, playlists and liked songs in the browser for offline listening (docs/offline.md).
  { name: 'music.offline', group: 'music', description: 'Download music for offline listening.' },
  { name: 'music.embed', group: 'music', description: 'Share embeddable players.' },
  {
    name: 'playlists.create',
    group: 'playlists',
    description: 'Create playlists.',
    restrictions: [{ name: 'count', description: 'How many playlists a user may own.' }],
  },
  { name: 'comments.create', group: 'comments', description: 'Comment on tracks and albums.' },
  { name: 'comments.delete', group: 'comments', description: "Delete other users' comments." },
  { name: 'backstageRequests.create', group: 'backstage', description: 'Apply for backstage access.' },
  // Issue 13: the ad slots (client/ads/) stay hidden for holders, e.g. subscribers later.
  { name: 'ads.hide', group: 'ads', description: 'Browse without ads.' },
  // Issue 12: teams that manage music together (worker/workspaces/workspace-limits.ts).
  {
    name: 'workspaces.create',
    group: 'workspaces',
    description: 'Create workspaces and invite members to them.',
    restrictions: [
      { name: 'count', description: 'How many workspaces a user may own.' },
      { name: 'member_count', description: 'How many members (the owner included) each of them may have.' },
    ],
  },
  {
    name: 'api.access',
    group: 'api',
    description: 'Create API tokens and read the API reference.',
    restrictions: [{ name: 'count', description: 'How many API tokens a user may hold.' }],
  },
];

/** Role name -> permissions (with restriction values). */
export const ROLES: { name: string; description: string; guests?: boolean; default?: boolean; permissions: (string | [string, Record<string, number>])[] }[] = [
  { name: 'guests', description: 'Visitors who are not logged in.', guests: true, permissions: ['music.view', 'music.play', 'music.embed'] },
  {
    name: 'users',
    description: 'Every new account.',
    default: true,
    permissions: [
      'music.view',
      'music.play',
      'music.download',
      'music.offline',
      'music.embed',
      ['playlists.create', { count: 200 }],
      'comments.create',
      'backstageRequests.create',
      ['api.access', { count: 10 }],
    ],
  },
  { name: 'artists', description: 'Approved artists.', permissions: [
      'music.view',
      'music.play',
      'music.download',
      'music.embed',
      'music.create',
      // Issue 26: an artist asks to verify or claim (another) artist from backstage/requests.
      'backstageRequests.create',
      ['files.create', { space: 2 * 1024 * 1024 * 1024 }],
      ['workspaces.create', { count: 3, member_count: 10 }],
      'playlists.create',
      'comments.create',
      'api.access',
    ],
  },
  { name: 'admin', description: 'Administrators.', permissions: ['admin'] },
];
