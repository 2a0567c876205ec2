CREATE INDEX `artists_followers_idx` ON `artists` (`followers_count`);--> statement-breakpoint
CREATE INDEX `artists_verified_idx` ON `artists` (`verified`);