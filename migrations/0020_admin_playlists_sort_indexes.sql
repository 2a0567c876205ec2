CREATE INDEX `playlists_followers_idx` ON `playlists` (`followers_count`);--> statement-breakpoint
CREATE INDEX `playlists_plays_idx` ON `playlists` (`plays`);