CREATE INDEX `backstage_requests_artist_idx` ON `backstage_requests` (`artist_id`);--> statement-breakpoint
CREATE INDEX `channel_items_item_idx` ON `channel_items` (`item_type`,`item_id`);--> statement-breakpoint
CREATE INDEX `playlist_tracks_track_idx` ON `playlist_tracks` (`track_id`);--> statement-breakpoint
CREATE INDEX `reposts_target_idx` ON `reposts` (`repostable_type`,`repostable_id`);