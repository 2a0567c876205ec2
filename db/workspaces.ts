import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, isoNow, timestamps } from './columns';
import { users, userIdRef } from './users';

// SPEC section 3, Workspace (issue 12): a team that manages music together.
// The default workspace (id 0, "Default") is every user's personal space and
// has no row. Roles: docs/api/workspaces.md.

export const workspaces = sqliteTable(
  'workspaces',
  {
    id: id(),
    name: text('name').notNull(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('workspaces_owner_idx').on(t.owner_id)],
);

const workspaceRef = () =>
  integer('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** Role ids: worker/workspaces/workspace-roles.ts (1 owner, 2 admin, 3 member). */
export const workspaceMembers = sqliteTable(
  'workspace_members',
  {
    workspace_id: workspaceRef(),
    user_id: userIdRef(),
    role_id: integer('role_id').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.workspace_id, t.user_id] }), index('workspace_members_user_idx').on(t.user_id, t.workspace_id)],
);

/** A pending invitation; joining or declining deletes it, and it expires at `expires_at`. */
export const workspaceInvites = sqliteTable(
  'workspace_invites',
  {
    /** A uuid: the link in the email and the notification's inviteId. */
    id: text('id').primaryKey(),
    workspace_id: workspaceRef(),
    email: text('email').notNull(),
    role_id: integer('role_id').notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: text('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('workspace_invites_email_unique').on(t.workspace_id, t.email), index('workspace_invites_expiry_idx').on(t.expires_at)],
);

export const WORKSPACE_ITEM_TYPES = ['artist', 'album', 'track', 'file_entry'] as const;
export type WorkspaceItemType = (typeof WORKSPACE_ITEM_TYPES)[number];

/**
 * What a workspace holds: one row per artist, album, track or file entry
 * created in it. Content without a row is its creator's, in the default
 * workspace; deleting a workspace gives its content back to its creators
 * (docs/decisions/013).
 */
export const workspaceItems = sqliteTable(
  'workspace_items',
  {
    item_type: text('item_type', { enum: WORKSPACE_ITEM_TYPES }).notNull(),
    item_id: integer('item_id').notNull(),
    workspace_id: workspaceRef(),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.item_type, t.item_id] }), index('workspace_items_workspace_idx').on(t.workspace_id, t.item_type, t.item_id)],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceInviteRow = typeof workspaceInvites.$inferSelect;
