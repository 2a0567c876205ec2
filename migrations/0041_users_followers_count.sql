ALTER TABLE `users` ADD `followers_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Users' follower counts (search ranks users by them; every user summary shows one), counted once here,
-- then kept by these triggers on every follow and unfollow, also when a follower's account goes (the
-- foreign key's cascade deletes their follows, which fires the delete trigger).
UPDATE `users` SET `followers_count` = (SELECT count(*) FROM `follows` f WHERE f.`followable_type` = 'user' AND f.`followable_id` = `users`.`id`);--> statement-breakpoint
CREATE TRIGGER `follows_user_count_insert` AFTER INSERT ON `follows` WHEN new.`followable_type` = 'user' BEGIN UPDATE `users` SET `followers_count` = `followers_count` + 1 WHERE `id` = new.`followable_id`; END;--> statement-breakpoint
CREATE TRIGGER `follows_user_count_delete` AFTER DELETE ON `follows` WHEN old.`followable_type` = 'user' BEGIN UPDATE `users` SET `followers_count` = `followers_count` - 1 WHERE `id` = old.`followable_id`; END;
