-- Stored answers of hot search prefixes (docs/decisions/036-stored-prefix-answers.md,
-- worker/search/prefix-answers.ts). A row per one-word prefix (folded as the
-- FTS tokenizer folds: lower case, no diacritics) that more than 200 rows of
-- some type match; per type, the ids its live ranking gives as a JSON array,
-- or NULL where that type stays live. Rebuilt by the cron.
CREATE TABLE `search_prefixes` (
	`key` text PRIMARY KEY NOT NULL,
	`built_at` text NOT NULL,
	`tracks` text,
	`artists` text,
	`albums` text,
	`playlists` text,
	`users` text,
	`tags` text
) WITHOUT ROWID;
--> statement-breakpoint
-- Each FTS table's terms and how many rows hold them (fts5vocab, available
-- wherever FTS5 is): where the build finds the prefixes that may be hot.
CREATE VIRTUAL TABLE `search_tracks_terms` USING fts5vocab(search_tracks, row);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_albums_terms` USING fts5vocab(search_albums, row);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_artists_terms` USING fts5vocab(search_artists, row);
--> statement-breakpoint
CREATE VIRTUAL TABLE `playlists_fts_terms` USING fts5vocab(playlists_fts, row);
--> statement-breakpoint
CREATE VIRTUAL TABLE `users_fts_terms` USING fts5vocab(users_fts, row);
--> statement-breakpoint
CREATE VIRTUAL TABLE `tags_fts_terms` USING fts5vocab(tags_fts, row);
