-- Whole answers of hot search prefixes at the edge (docs/decisions/037-whole-answers-at-the-edge.md,
-- worker/search/whole-answers.ts). The answers themselves live in KV; D1 keeps
-- what the minute's build compares against, and the log of rows that left
-- search or changed how they show, which every isolate reads at most every
-- 10 s to leave such rows out of an answer built before them.
CREATE TABLE `search_answers` (
	`key` text PRIMARY KEY NOT NULL,
	-- The build's change sequence when the answer in KV was written: rows changed after it are left out.
	`seq` integer NOT NULL,
	-- SHA-256 of the answer without its counts (ids, order, names, images), and of the whole answer.
	`identity` text NOT NULL,
	`digest` text NOT NULL,
	-- Unix ms.
	`written_at` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `search_answer_builds` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	-- The last run (unix ms), whether or not it had anything to build: answers are not used once it is old.
	`built_at` integer NOT NULL,
	-- The last run that built the answers, the change it saw last, and the stored ids' newest build then.
	`computed_at` integer NOT NULL,
	`seq` integer NOT NULL,
	`prefixes_at` text,
	-- Moves when the set of keys with an answer changes: isolates read the keys again only then.
	`keys_version` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `search_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tab` text NOT NULL,
	`id` integer NOT NULL,
	-- 1 for a new row: the next minute's build is due, but no answer built before holds it.
	`added` integer DEFAULT 0 NOT NULL,
	`at` integer DEFAULT (CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_changes_at_idx` ON `search_changes` (`at`);
--> statement-breakpoint
-- A row that leaves search (deleted, a playlist made private, a user banned)
-- or shows otherwise in an answer (its name, image or description) is
-- logged, and so is a new row. Counts are not: an answer's plays and
-- followers may be up to 15 minutes old.
--> statement-breakpoint
CREATE TRIGGER `search_changes_tracks_insert` AFTER INSERT ON `tracks` BEGIN
	INSERT INTO search_changes (tab, id, added) VALUES ('tracks', new.id, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_tracks_delete` AFTER DELETE ON `tracks` BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('tracks', old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_tracks_update` AFTER UPDATE OF name, image ON `tracks` WHEN old.name IS NOT new.name OR old.image IS NOT new.image BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('tracks', new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_albums_insert` AFTER INSERT ON `albums` BEGIN
	INSERT INTO search_changes (tab, id, added) VALUES ('albums', new.id, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_albums_delete` AFTER DELETE ON `albums` BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('albums', old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_albums_update` AFTER UPDATE OF name, image ON `albums` WHEN old.name IS NOT new.name OR old.image IS NOT new.image BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('albums', new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_artists_insert` AFTER INSERT ON `artists` BEGIN
	INSERT INTO search_changes (tab, id, added) VALUES ('artists', new.id, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_artists_delete` AFTER DELETE ON `artists` BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('artists', old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_artists_update` AFTER UPDATE OF name, image ON `artists` WHEN old.name IS NOT new.name OR old.image IS NOT new.image BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('artists', new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_playlists_insert` AFTER INSERT ON `playlists` BEGIN
	INSERT INTO search_changes (tab, id, added) VALUES ('playlists', new.id, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_playlists_delete` AFTER DELETE ON `playlists` BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('playlists', old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_playlists_update` AFTER UPDATE OF name, description, image, public ON `playlists` WHEN old.name IS NOT new.name OR old.description IS NOT new.description OR old.image IS NOT new.image OR old.public IS NOT new.public BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('playlists', new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_users_insert` AFTER INSERT ON `users` BEGIN
	INSERT INTO search_changes (tab, id, added) VALUES ('users', new.id, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_users_delete` AFTER DELETE ON `users` BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('users', old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_users_update` AFTER UPDATE OF name, image, banned_at ON `users` WHEN old.name IS NOT new.name OR old.image IS NOT new.image OR old.banned_at IS NOT new.banned_at BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('users', new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_tags_insert` AFTER INSERT ON `tags` BEGIN
	INSERT INTO search_changes (tab, id, added) VALUES ('tags', new.id, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_tags_delete` AFTER DELETE ON `tags` BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('tags', old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_tags_update` AFTER UPDATE OF name, display_name ON `tags` WHEN old.name IS NOT new.name OR old.display_name IS NOT new.display_name BEGIN
	INSERT INTO search_changes (tab, id) VALUES ('tags', new.id);
END;
