ALTER TABLE `playlists` ADD `rules` text;--> statement-breakpoint
CREATE INDEX `albums_name_lower_idx` ON `albums` (lower("name"));--> statement-breakpoint
CREATE INDEX `tracks_name_lower_idx` ON `tracks` (lower("name"));--> statement-breakpoint
CREATE INDEX `tracks_duration_idx` ON `tracks` (`duration`);--> statement-breakpoint
CREATE INDEX `plays_user_track_idx` ON `plays` (`user_id`,`track_id`,`created_at`);