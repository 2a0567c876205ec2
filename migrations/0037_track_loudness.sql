-- Loudness per track and album (issue 29, docs/audio.md): integrated LUFS and true peak,
-- and where a track's came from; the partial index lists the tracks the backfill job still has to measure.
ALTER TABLE `albums` ADD `loudness_lufs` real;--> statement-breakpoint
ALTER TABLE `albums` ADD `true_peak_dbtp` real;--> statement-breakpoint
ALTER TABLE `tracks` ADD `loudness_lufs` real;--> statement-breakpoint
ALTER TABLE `tracks` ADD `true_peak_dbtp` real;--> statement-breakpoint
ALTER TABLE `tracks` ADD `loudness_source` text;--> statement-breakpoint
CREATE INDEX `tracks_loudness_pending_idx` ON `tracks` (`id`) WHERE "tracks"."loudness_source" IS NULL AND "tracks"."audio_key" IS NOT NULL;