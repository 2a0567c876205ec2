CREATE TABLE `artist_managers` (
	`artist_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`artist_id`, `user_id`),
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `artist_managers_user_idx` ON `artist_managers` (`user_id`,`artist_id`);--> statement-breakpoint
ALTER TABLE `channels` ADD `sort_order` text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE `channels` ADD `restriction` text;--> statement-breakpoint
ALTER TABLE `channels` ADD `public` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `channels` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `channels` ADD `seo_description` text;--> statement-breakpoint
CREATE INDEX `channels_name_lower_idx` ON `channels` (lower("name"));--> statement-breakpoint
CREATE INDEX `channels_updated_at_idx` ON `channels` (`updated_at`);--> statement-breakpoint
ALTER TABLE `genres` ADD `popularity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `genres_popularity_idx` ON `genres` (`popularity`);--> statement-breakpoint
CREATE INDEX `genres_created_at_idx` ON `genres` (`created_at`);--> statement-breakpoint
ALTER TABLE `tracks` ADD `external_url` text;--> statement-breakpoint
ALTER TABLE `tracks` ADD `explicit` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tracks` ADD `release_date` text;--> statement-breakpoint
CREATE INDEX `tracks_name_idx` ON `tracks` (`name`);--> statement-breakpoint
CREATE INDEX `tracks_release_date_idx` ON `tracks` (`release_date`);--> statement-breakpoint
CREATE INDEX `tracks_owner_idx` ON `tracks` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tracks_image_idx` ON `tracks` (`image`) WHERE "tracks"."image" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `deleted_at` text;--> statement-breakpoint
CREATE INDEX `comments_created_at_idx` ON `comments` (`created_at`);--> statement-breakpoint
CREATE INDEX `comments_deleted_idx` ON `comments` (`deleted_at`) WHERE "comments"."deleted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `playlists` ADD `featured` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `playlists_name_idx` ON `playlists` (`name`);--> statement-breakpoint
CREATE INDEX `playlists_created_at_idx` ON `playlists` (`created_at`);--> statement-breakpoint
CREATE INDEX `playlists_featured_idx` ON `playlists` (`updated_at`) WHERE "playlists"."featured" = 1;--> statement-breakpoint
CREATE INDEX `playlists_image_idx` ON `playlists` (`image`) WHERE "playlists"."image" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `albums_name_idx` ON `albums` (`name`);--> statement-breakpoint
CREATE INDEX `albums_created_at_idx` ON `albums` (`created_at`);--> statement-breakpoint
CREATE INDEX `albums_image_idx` ON `albums` (`image`) WHERE "albums"."image" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `artists_created_at_idx` ON `artists` (`created_at`);--> statement-breakpoint
CREATE INDEX `artists_image_idx` ON `artists` (`image`) WHERE "artists"."image" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `lyrics_updated_at_idx` ON `lyrics` (`updated_at`);--> statement-breakpoint
-- Data, not schema: a track's own release date starts as its album's, so the
-- admin tracks list sorts by it through tracks_release_date_idx.
UPDATE `tracks` SET `release_date` = (SELECT `release_date` FROM `albums` WHERE `albums`.`id` = `tracks`.`album_id`) WHERE `album_id` IS NOT NULL AND `release_date` IS NULL;--> statement-breakpoint
-- An artist's backstage owner is its first manager.
INSERT OR IGNORE INTO `artist_managers` (`artist_id`, `user_id`, `position`) SELECT `id`, `owner_id`, 0 FROM `artists` WHERE `owner_id` IS NOT NULL;
