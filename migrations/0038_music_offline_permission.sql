-- Data, not schema (issue 29, offline listening; docs/offline.md): a database
-- seeded before this migration gets the permission music.offline
-- (db/seed/permissions.ts), held by the users role as the seed grants it.
-- A fresh database has no roles yet at this point, so it inserts nothing and
-- the seed adds both. Plans grant it like any other permission.
INSERT INTO `permissions` (`name`, `display_name`, `group`, `description`, `restrictions`)
SELECT 'music.offline', 'music.offline', 'music', 'Download music for offline listening.', '[]'
WHERE EXISTS (SELECT 1 FROM `roles`) AND NOT EXISTS (SELECT 1 FROM `permissions` WHERE `name` = 'music.offline');--> statement-breakpoint
INSERT OR IGNORE INTO `role_permissions` (`role_id`, `permission_id`, `restrictions`)
SELECT `roles`.`id`, `permissions`.`id`, '[]'
FROM `roles`, `permissions`
WHERE `roles`.`name` = 'users' AND `permissions`.`name` = 'music.offline';
