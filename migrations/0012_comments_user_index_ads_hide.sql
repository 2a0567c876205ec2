CREATE INDEX `comments_user_idx` ON `comments` (`user_id`,`created_at`);--> statement-breakpoint
-- Data, not schema: a database seeded before this migration gets the new
-- permission ads.hide (db/seed/permissions.ts). A fresh database has no roles
-- yet at this point, so it inserts nothing and the seed adds it.
INSERT INTO `permissions` (`name`, `display_name`, `group`, `description`, `restrictions`)
SELECT 'ads.hide', 'ads.hide', 'ads', 'Browse without ads.', '[]'
WHERE EXISTS (SELECT 1 FROM `roles`) AND NOT EXISTS (SELECT 1 FROM `permissions` WHERE `name` = 'ads.hide');
