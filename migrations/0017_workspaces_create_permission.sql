-- Data, not schema: a database seeded before this migration gets the
-- permission workspaces.create (db/seed/permissions.ts), held by the artists
-- role with its seeded limits. A fresh database has no roles yet at this
-- point, so it inserts nothing and the seed adds both.
INSERT INTO `permissions` (`name`, `display_name`, `group`, `description`, `restrictions`)
SELECT 'workspaces.create', 'workspaces.create', 'workspaces', 'Create workspaces and invite members to them.',
  '[{"name":"count","description":"How many workspaces a user may own."},{"name":"member_count","description":"How many members (the owner included) each of them may have."}]'
WHERE EXISTS (SELECT 1 FROM `roles`) AND NOT EXISTS (SELECT 1 FROM `permissions` WHERE `name` = 'workspaces.create');--> statement-breakpoint
INSERT OR IGNORE INTO `role_permissions` (`role_id`, `permission_id`, `restrictions`)
SELECT `roles`.`id`, `permissions`.`id`, '[{"name":"count","value":3},{"name":"member_count","value":10}]'
FROM `roles`, `permissions`
WHERE `roles`.`name` = 'artists' AND `permissions`.`name` = 'workspaces.create';
