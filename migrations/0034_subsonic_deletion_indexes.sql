CREATE INDEX `now_playing_track_idx` ON `now_playing` (`track_id`);--> statement-breakpoint
CREATE INDEX `user_ratings_target_idx` ON `user_ratings` (`rateable_type`,`rateable_id`);